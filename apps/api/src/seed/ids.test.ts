import { describe, expect, it } from 'vitest';
import { stableId } from './ids';
import { prng } from './prng';

describe('stableId', () => {
  it('is a deterministic RFC 4122 version-5 UUID', () => {
    const id = stableId('product', 'makdous');
    expect(id).toBe(stableId('product', 'makdous'));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('separates kinds and keys', () => {
    const ids = new Set([
      stableId('product', 'a'),
      stableId('vendor', 'a'),
      stableId('product', 'b'),
      stableId('product', 'a:'),
    ]);
    expect(ids.size).toBe(4);
  });

  it('never changes for an existing key (a change would duplicate seeded rows)', () => {
    expect(stableId('category', 'electronics')).toBe('e3de8211-f3fb-5fcb-a616-e082b59f7e83');
  });
});

describe('prng', () => {
  it('repeats its stream for the same seed and differs across seeds', () => {
    const take = (seed: string) => Array.from({ length: 5 }, prng(seed));
    expect(take('x')).toEqual(take('x'));
    expect(take('x')).not.toEqual(take('y'));
    for (const value of take('z')) expect(value).toBeGreaterThanOrEqual(0);
  });
});
