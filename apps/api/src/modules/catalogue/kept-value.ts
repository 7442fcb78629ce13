import { keptValues } from './count-cache';

/**
 * One value kept for a short time, loaded once however many callers ask at the same moment,
 * and forgotten at once by clear() (a load begun before a clear is answered but not kept).
 */
export function keptValue<T>(ttlMs: number, load: () => Promise<T>, now = Date.now) {
  const kept = keptValues<T>({ ttlMs, maxEntries: 1, now });
  return { get: () => kept.get('', load), clear: () => kept.clear() };
}
