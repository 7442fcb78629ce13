/**
 * One value kept for a short time, loaded once however many callers ask at the same moment,
 * and forgotten at once by clear() (a load begun before a clear is answered but not kept).
 */
export function keptValue<T>(ttlMs: number, load: () => Promise<T>, now = Date.now) {
  let kept: { value: T; expiresAt: number } | null = null;
  let pending: Promise<T> | null = null;
  let generation = 0;
  return {
    async get(): Promise<T> {
      if (kept && kept.expiresAt > now()) return kept.value;
      if (pending) return pending;
      const started = generation;
      const promise = load();
      pending = promise;
      try {
        const value = await promise;
        if (started === generation && ttlMs > 0) kept = { value, expiresAt: now() + ttlMs };
        return value;
      } finally {
        if (pending === promise) pending = null;
      }
    },
    clear() {
      kept = null;
      pending = null;
      generation++;
    },
  };
}
