import type { ExchangeRates } from '@souq/domain/exchange-rates';
import { paths } from '@souq/domain/paths';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { isHttpUrl } from '@/lib/url';

/** Public runtime settings served by GET /api/config (SELLER_SITE_URL, MAP_* settings). */
export interface SiteConfig {
  sellerSiteUrl: string;
  mapTileUrl: string;
  mapTileAttribution: string;
  mapSatelliteTileUrl: string;
  mapSatelliteAttribution: string;
  /** ل.س per unit, for 'approximately' prices (decision 018). */
  exchangeRates: ExchangeRates;
}

/** Used until the server answers, so the button always works: our own seller console. */
const DEFAULT_SELLER_SITE_URL = isHttpUrl(import.meta.env.VITE_SELLER_SITE_URL)
  ? import.meta.env.VITE_SELLER_SITE_URL
  : paths.seller.apply();

export function getSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  return http<SiteConfig>(paths.api.config(), { signal });
}

/** The server's public settings; they change only with a deploy, so they are never refetched. */
export function useSiteConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: ({ signal }) => getSiteConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}

/**
 * Where 'join as seller' leads: SELLER_SITE_URL when the server names one (another site, opened
 * in a new tab), otherwise this app's own application at /seller/apply.
 */
export function useSellerSite(): { href: string; external: boolean } {
  const fromServer = useSiteConfig().data?.sellerSiteUrl;
  const href = isHttpUrl(fromServer) ? fromServer : DEFAULT_SELLER_SITE_URL;
  return { href, external: isHttpUrl(href) };
}
