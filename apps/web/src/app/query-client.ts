import { QueryClient } from '@tanstack/react-query';
import { HttpError } from '@/lib/http';

/** Spec (caching): 3 retries, but 2 for a 401 or a network/cross-origin failure. */
export function retriesFor(error: unknown): number {
  if (error instanceof HttpError) return error.status === 401 ? 2 : 3;
  return error instanceof TypeError ? 2 : 3;
}

/**
 * Retry this failure? Not a network failure while the browser knows it is offline: with
 * networkMode 'offlineFirst' that retry would wait, paused, for a connection, and the screen
 * would say "loading" for good instead of "no network" (a page opened offline may never hear
 * an 'offline' event, so whether it paused used to depend on timing).
 */
export function shouldRetry(failureCount: number, error: unknown, online = navigator.onLine) {
  if (error instanceof TypeError && !online) return false;
  return failureCount < retriesFor(error);
}

/** Spec (caching): back off min(1 s x 2^n, 30 s). */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/**
 * Spec (caching): fresh 5 min, kept 30 min, no refetch on focus or reconnect, which also
 * spares shoppers on metered data from surprise downloads.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 30 * 60_000,
        retry: (failureCount, error) => shouldRetry(failureCount, error),
        retryDelay,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        // Offline, still ask: the service worker may answer from its cache (catalogue, shell).
        networkMode: 'offlineFirst',
      },
    },
  });
}
