/**
 * Totals of plain (unsearched) product lists, kept for a short time. Counting every visible
 * product reads a whole index (~20 ms at 100,000 products) while the page itself takes about a
 * millisecond, and every page and order of one filter has the same total: it is counted once
 * per TTL. Only large totals are kept: small ones (a shop's products) are cheap to count and
 * stay exact, large ones may lag by a few products for up to the TTL, which "N products" and
 * paging tolerate. Page rows are always read fresh.
 */
export interface CountCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** Totals below this are counted every time. */
  minTotal?: number;
  now?: () => number;
}

export function countCache({
  ttlMs,
  maxEntries,
  minTotal = 1_000,
  now = Date.now,
}: CountCacheOptions) {
  const entries = new Map<string, { total: number; expiresAt: number }>();
  const loading = new Map<string, Promise<number>>();
  /** Bumped by clear(): a count begun before a clear is answered but not kept. */
  let generation = 0;

  function keep(key: string, total: number) {
    entries.delete(key);
    if (ttlMs <= 0 || total < minTotal) return;
    entries.set(key, { total, expiresAt: now() + ttlMs });
    // A Map iterates in insertion order: the first key is the least recently stored.
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  }

  return {
    /** The kept total for key, or the one `count` finds (then kept if large). */
    async get(key: string, count: () => Promise<number>): Promise<number> {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return entry.total;
      const pending = loading.get(key);
      if (pending) return pending;
      const started = generation;
      const promise = count();
      loading.set(key, promise);
      try {
        const total = await promise;
        if (started === generation) keep(key, total);
        return total;
      } finally {
        if (loading.get(key) === promise) loading.delete(key);
      }
    },

    /** Forgets every kept total (the catalogue changed). */
    clear() {
      entries.clear();
      loading.clear();
      generation++;
    },
  };
}
