import { describe, expect, it } from 'vitest';
import { lruCache } from './lru-cache';

describe('lruCache', () => {
  it('evicts the least recently used entry beyond max', () => {
    const cache = lruCache<number>({ max: 2, ttlMs: 1000 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('forgets entries after their time to live', () => {
    let now = 0;
    const cache = lruCache<string>({ max: 10, ttlMs: 1000, now: () => now });
    cache.set('k', 'v');
    now = 999;
    expect(cache.get('k')).toBe('v');
    now = 1000;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
