import { describe, expect, it } from 'vitest';
import { countCache } from './count-cache';

describe('countCache', () => {
  it('reuses a total within its TTL and counts again after it', async () => {
    let time = 0;
    const cache = countCache({ ttlMs: 100, maxEntries: 10, minTotal: 0, now: () => time });
    let counts = 0;
    const count = async () => ++counts;
    expect(await cache.get('all', count)).toBe(1);
    time = 99;
    expect(await cache.get('all', count)).toBe(1);
    time = 100;
    expect(await cache.get('all', count)).toBe(2);
    expect(await cache.get('other', count)).toBe(3);
  });

  it('counts small totals every time', async () => {
    const cache = countCache({ ttlMs: 1000, maxEntries: 10, minTotal: 1000 });
    let total = 998;
    const count = async () => ++total;
    expect(await cache.get('shop', count)).toBe(999);
    expect(await cache.get('shop', count)).toBe(1000);
    expect(await cache.get('shop', count)).toBe(1000);
  });

  it('shares one count between concurrent callers', async () => {
    const cache = countCache({ ttlMs: 1000, maxEntries: 10, minTotal: 0 });
    let counts = 0;
    let finish = () => {};
    const counted = new Promise<void>((resolve) => (finish = resolve));
    // The first count stays open until both callers have asked.
    const count = async () => {
      counts++;
      await counted;
      return 5000;
    };
    const totals = Promise.all([cache.get('all', count), cache.get('all', count)]);
    finish();
    await totals;
    expect(counts).toBe(1);
  });

  it('keeps at most maxEntries totals', async () => {
    const cache = countCache({ ttlMs: 1000, maxEntries: 2, minTotal: 0 });
    let counts = 0;
    const count = async () => ++counts;
    await cache.get('a', count);
    await cache.get('b', count);
    await cache.get('c', count);
    expect(await cache.get('a', count)).toBe(4);
    expect(await cache.get('c', count)).toBe(3);
  });
});
