import { HttpError, http, isNetworkFailure } from './http';
import { takePreloaded } from './preloaded-data';

/**
 * Spec discovery §9 'Caching': besides the query cache, GET answers are kept in memory for a time
 * set per resource. Two things it buys shoppers on slow data: prefetches land here, so the page's
 * own request for the same URL is answered at once; and when the network fails (offline,
 * cross-origin/preflight failure, a 401) the last answer is served instead of an error.
 */
export const cacheTtl = {
  default: 5 * 60_000,
  vendors: 10 * 60_000,
  products: 5 * 60_000,
  videos: 5 * 60_000,
  categories: 15 * 60_000,
  clients: 10 * 60_000,
} as const;

/** Bounded so a long browsing session on a cheap phone cannot grow it without end. */
export const MAX_CACHED_RESPONSES = 200;

interface Entry {
  value: unknown;
  expiresAt: number;
}

const entries = new Map<string, Entry>();

function remember(url: string, value: unknown, ttlMs: number): void {
  entries.delete(url);
  entries.set(url, { value, expiresAt: Date.now() + ttlMs });
  // Maps iterate in insertion order: the first key is the least recently stored.
  if (entries.size > MAX_CACHED_RESPONSES) entries.delete(entries.keys().next().value as string);
}

/** Failures where an old answer beats an error: no network, blocked request, signed out. */
function servesStale(error: unknown, signal?: AbortSignal): boolean {
  if (signal?.aborted) return false;
  if (error instanceof HttpError) return error.status === 401;
  return isNetworkFailure(error);
}

/**
 * A fresh answer for the URL that is already here (in memory, or embedded in the page by the
 * server), without waiting: a query's initialData, so a screen whose answer came with the
 * HTML renders it in its first pass instead of painting placeholders that the answer then
 * pushes around (a layout shift). Undefined when the network must be asked.
 */
export function cachedNow<T>(url: string, ttlMs: number): T | undefined {
  const entry = entries.get(url);
  if (entry && entry.expiresAt > Date.now()) return entry.value as T;
  const preloaded = takePreloaded(url);
  if (preloaded === undefined) return undefined;
  remember(url, preloaded, ttlMs);
  return preloaded as T;
}

/**
 * GET through the in-memory cache: fresh answers from memory (or embedded in the page by the
 * server), stale ones only on failure.
 */
export async function cachedGet<T>(url: string, ttlMs: number, signal?: AbortSignal): Promise<T> {
  const ready = cachedNow<T>(url, ttlMs);
  if (ready !== undefined) return ready;
  const entry = entries.get(url);
  try {
    const value = await http<T>(url, { signal });
    remember(url, value, ttlMs);
    return value;
  } catch (error) {
    if (entry && servesStale(error, signal)) return entry.value as T;
    throw error;
  }
}

/** Forget everything (sign-out, tests). */
export function clearResponseCache(): void {
  entries.clear();
}
