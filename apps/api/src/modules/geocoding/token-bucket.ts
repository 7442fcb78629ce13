/**
 * Per-key token buckets held in this process: each key may burst `capacity` requests, then
 * gets `refillPerSecond` more per second. Good for one API process; a cluster of them would
 * each allow the full rate, so several instances need a shared store (Redis, or the database
 * like the auth limits in modules/auth/rate-limit-store.ts) behind the same take().
 */
export function tokenBuckets(options: {
  capacity: number;
  refillPerSecond: number;
  /** Idle buckets are forgotten once there are this many keys (they would be full anyway). */
  maxKeys?: number;
  now?: () => number;
}) {
  const { capacity, refillPerSecond, maxKeys = 10_000, now = Date.now } = options;
  const buckets = new Map<string, { tokens: number; at: number }>();

  function refilled(key: string, time: number): number {
    const bucket = buckets.get(key);
    if (!bucket) return capacity;
    return Math.min(capacity, bucket.tokens + ((time - bucket.at) / 1000) * refillPerSecond);
  }

  function sweep(time: number): void {
    for (const key of buckets.keys()) {
      if (refilled(key, time) >= capacity) buckets.delete(key);
    }
  }

  return {
    /** Takes one token: 0 when allowed, else the seconds until the next token (Retry-After). */
    take(key: string): number {
      const time = now();
      const tokens = refilled(key, time);
      if (tokens < 1) return Math.max(1, Math.ceil((1 - tokens) / refillPerSecond));
      if (!buckets.has(key) && buckets.size >= maxKeys) sweep(time);
      buckets.set(key, { tokens: tokens - 1, at: time });
      return 0;
    },
  };
}
