import { describe, expect, it } from 'vitest';
import { tokenBuckets } from './token-bucket';

describe('tokenBuckets', () => {
  it('allows a burst, then one request per refill interval, per key', () => {
    let now = 0;
    const buckets = tokenBuckets({ capacity: 3, refillPerSecond: 0.5, now: () => now });
    expect([1, 2, 3].map(() => buckets.take('a'))).toEqual([0, 0, 0]);
    expect(buckets.take('a')).toBe(2);
    expect(buckets.take('b')).toBe(0);
    now = 1000;
    expect(buckets.take('a')).toBe(1);
    now = 2000;
    expect(buckets.take('a')).toBe(0);
    expect(buckets.take('a')).toBe(2);
    now = 60_000;
    expect([1, 2, 3].map(() => buckets.take('a'))).toEqual([0, 0, 0]);
  });

  it('forgets idle keys when full, without forgetting busy ones', () => {
    let now = 0;
    const buckets = tokenBuckets({ capacity: 1, refillPerSecond: 1, maxKeys: 2, now: () => now });
    buckets.take('a');
    now = 5000;
    buckets.take('b');
    buckets.take('c');
    expect(buckets.take('b')).toBe(1);
    expect(buckets.take('a')).toBe(0);
  });
});
