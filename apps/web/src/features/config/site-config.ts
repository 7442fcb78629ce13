import { paths } from '@souq/domain/paths';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http';
import { isHttpUrl } from '../../lib/url';

/** Public runtime settings served by GET /api/config (SELLER_SITE_URL, MAP_TILE_URL). */
export interface SiteConfig {
  sellerSiteUrl: string;
  mapTileUrl: string;
}

/** Shown until the server answers, so the button always works. */
export const DEFAULT_SELLER_SITE_URL = isHttpUrl(import.meta.env.VITE_SELLER_SITE_URL)
  ? import.meta.env.VITE_SELLER_SITE_URL
  : 'https://seller.souq.example';

export function getSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  return http<SiteConfig>(paths.api.config(), { signal });
}

/** The seller site ('join as seller'); never anything but an http(s) URL. */
export function useSellerSiteUrl(): string {
  const config = useQuery({
    queryKey: ['config'],
    queryFn: ({ signal }) => getSiteConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  const fromServer = config.data?.sellerSiteUrl;
  return isHttpUrl(fromServer) ? fromServer : DEFAULT_SELLER_SITE_URL;
}
