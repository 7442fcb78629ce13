import { reelsListUrl } from '@souq/domain/page-preload';
import { REELS_PAGE_SIZE } from '@souq/domain/reels';
import type { ProductVideoList } from '@souq/domain/schemas/videos';
import { useQuery } from '@tanstack/react-query';
import { cachedGet, cacheTtl } from '@/lib/response-cache';

/** Spec discovery §7/§9: the reels screen reads export-product-videos with limit 20. */
export function getReels(signal?: AbortSignal): Promise<ProductVideoList> {
  return cachedGet<ProductVideoList>(reelsListUrl(), cacheTtl.videos, signal);
}

let inFlight: Promise<ProductVideoList> | null = null;

/**
 * The reels request, shared while it runs: the route starts it while the screen's code is
 * still downloading (one slow-4G round trip earlier), and the query joins it. The first
 * poster is requested as soon as its URL is known, before the player has rendered.
 */
export function startReelsFetch(): Promise<ProductVideoList> {
  inFlight ??= getReels()
    .then((list) => {
      const poster = list.data[0]?.poster_url;
      if (poster && typeof Image !== 'undefined') new Image().src = poster;
      return list;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

export function useReels() {
  return useQuery({
    queryKey: ['reels', REELS_PAGE_SIZE],
    queryFn: startReelsFetch,
    select: (list) => list.data,
  });
}

/**
 * A reels route's loader: the videos request and the screen's code start together, one slow
 * round trip instead of two.
 */
export function startReelsScreen(screenCode: () => Promise<unknown>): null {
  void startReelsFetch().catch(() => {});
  void screenCode();
  return null;
}
