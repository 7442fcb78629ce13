/**
 * A small in-process LRU cache with a time to live: a Map keeps insertion order, so re-inserting
 * on read makes the first key the least recently used. Each API process has its own; that only
 * costs a few repeated upstream calls, unlike rate limits it needs no shared store.
 */
export function lruCache<T>(options: { max: number; ttlMs: number; now?: () => number }) {
  const { max, ttlMs, now = Date.now } = options;
  const entries = new Map<string, { value: T; expiresAt: number }>();

  return {
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= now()) return undefined;
      entries.set(key, entry);
      return entry.value;
    },

    set(key: string, value: T): void {
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + ttlMs });
      while (entries.size > max) {
        const oldest = entries.keys().next().value as string;
        entries.delete(oldest);
      }
    },

    get size(): number {
      return entries.size;
    },
  };
}
