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

export function countCache({ minTotal = 1_000, ...options }: CountCacheOptions) {
  return keptValues<number>({ ...options, keepIf: (total) => total >= minTotal });
}

/**
 * Values loaded on demand and kept for `ttlMs` (at most `maxEntries`, oldest out first), each
 * loaded once however many callers ask at the same moment; clear() forgets them at once, and a
 * load begun before a clear is answered but not kept.
 */
export function keptValues<T>({
  ttlMs,
  maxEntries,
  keepIf = () => true,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries: number;
  keepIf?: (value: T) => boolean;
  now?: () => number;
}) {
  const entries = new Map<string, { value: T; expiresAt: number }>();
  const loading = new Map<string, Promise<T>>();
  /** Bumped by clear(): a load begun before a clear is answered but not kept. */
  let generation = 0;

  function keep(key: string, value: T) {
    entries.delete(key);
    if (ttlMs <= 0 || !keepIf(value)) return;
    entries.set(key, { value, expiresAt: now() + ttlMs });
    // A Map iterates in insertion order: the first key is the least recently stored.
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  }

  return {
    /** The kept value for key, or the one `load` finds (then kept). */
    async get(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return entry.value;
      const pending = loading.get(key);
      if (pending) return pending;
      const started = generation;
      const promise = load();
      loading.set(key, promise);
      try {
        const value = await promise;
        if (started === generation) keep(key, value);
        return value;
      } finally {
        if (loading.get(key) === promise) loading.delete(key);
      }
    },

    /** Forgets every kept value (the catalogue changed). */
    clear() {
      entries.clear();
      loading.clear();
      generation++;
    },
  };
}
