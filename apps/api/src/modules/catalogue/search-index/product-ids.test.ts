import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ProductIds } from './product-ids';

describe('ProductIds', () => {
  it('finds each id at its current ordinal, gives it back as text and forgets deleted ones', () => {
    const ids = new ProductIds();
    const all = Array.from({ length: 5_000 }, () => randomUUID());
    for (const [ordinal, id] of all.entries()) ids.set(ordinal, id);
    expect(ids.size).toBe(5_000);
    all.forEach((id, ordinal) => {
      expect(ids.ordinalOf(id)).toBe(ordinal);
      expect(ids.idOf(ordinal)).toBe(id);
    });
    expect(ids.ordinalOf(randomUUID())).toBeUndefined();
    // An id written again moves to a new ordinal; a deleted one is gone, the others stay.
    ids.delete(all[0]!);
    ids.set(5_000, all[0]!);
    ids.delete(all[1]!);
    expect(ids.ordinalOf(all[0]!)).toBe(5_000);
    expect(ids.ordinalOf(all[1]!)).toBeUndefined();
    expect(ids.ordinalOf(all[4_999]!)).toBe(4_999);
    expect(ids.size).toBe(4_999);
    // Upper-case hex is the same id.
    expect(ids.ordinalOf(all[2]!.toUpperCase())).toBe(2);
  });

  it('orders ids as PostgreSQL orders uuids, and keeps them when ordinals are compacted', () => {
    const ids = new ProductIds();
    const all = Array.from({ length: 300 }, () => randomUUID());
    for (const [ordinal, id] of all.entries()) ids.set(ordinal, id);
    const byText = [...all.keys()].sort((a, b) => (all[a]! < all[b]! ? -1 : 1));
    expect([...all.keys()].sort((a, b) => ids.compare(a, b))).toEqual(byText);
    // Every other ordinal dropped: the living move down in order.
    const kept = all.filter((_, ordinal) => ordinal % 2 === 0);
    for (const to of kept.keys()) ids.move(to * 2, to);
    ids.reindex(kept.length);
    for (const [ordinal, id] of kept.entries()) expect(ids.ordinalOf(id)).toBe(ordinal);
    expect(ids.ordinalOf(all[1]!)).toBeUndefined();
  });
});
