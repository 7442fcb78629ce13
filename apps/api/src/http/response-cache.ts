import { createHash } from 'node:crypto';

/**
 * A small in-process cache of serialised public responses (docs/decisions/006-arabic-search.md).
 * Safe because the catalogue reads are public (no per-user data), bounded by total bytes with
 * least-recently-used eviction, and fresh within `ttlMs`: a product edited now shows within that
 * time, with no invalidation to keep in step across processes. Concurrent misses on one key
 * share one load, so an expired popular page costs one query, not one per waiting shopper.
 */

export interface CachedBody {
  /** JSON, serialised once; sent as is. */
  body: Buffer;
  /** Weak validator: a hash of the body (same body, same tag, on every process). */
  etag: string;
}

interface Entry extends CachedBody {
  expiresAt: number;
}

export interface ResponseCacheOptions {
  ttlMs: number;
  maxBytes: number;
  /** Bodies larger than this are served but not kept. */
  maxEntryBytes?: number;
  now?: () => number;
}

export function toCachedBody(json: string): CachedBody {
  const body = Buffer.from(json);
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
}

export function responseCache(options: ResponseCacheOptions) {
  const { ttlMs, maxBytes, maxEntryBytes = maxBytes / 8, now = Date.now } = options;
  // A Map iterates in insertion order: re-inserting on use keeps the least recent first.
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<CachedBody>>();
  let bytes = 0;
  /** Bumped by clear(): a load begun before a clear answers its callers but is not kept. */
  let generation = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.length;
  }

  function store(key: string, value: CachedBody) {
    remove(key);
    if (ttlMs <= 0 || value.body.length > maxEntryBytes) return;
    entries.set(key, { ...value, expiresAt: now() + ttlMs });
    bytes += value.body.length;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  }

  function fresh(key: string): CachedBody | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      remove(key);
      return undefined;
    }
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }

  return {
    /**
     * The cached body for key, or the one `load` makes (then kept). `reload` (a client asking
     * for `no-cache`) always loads anew and keeps the result.
     */
    async get(key: string, load: () => Promise<string>, reload = false): Promise<CachedBody> {
      const started = generation;
      if (reload) {
        const value = toCachedBody(await load());
        if (started === generation) store(key, value);
        return value;
      }
      const cached = fresh(key);
      if (cached) return cached;
      const pending = loading.get(key);
      if (pending) return pending;
      const promise = load().then(toCachedBody);
      loading.set(key, promise);
      try {
        const value = await promise;
        if (started === generation) store(key, value);
        return value;
      } finally {
        if (loading.get(key) === promise) loading.delete(key);
      }
    },

    /** Forgets every answer, and every load in flight (it may predate a write). */
    clear() {
      entries.clear();
      loading.clear();
      bytes = 0;
      generation++;
    },

    get size() {
      return { entries: entries.size, bytes };
    },
  };
}
