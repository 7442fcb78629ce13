import { describe, expect, it } from 'vitest';
import { keptValue } from './kept-value';

describe('keptValue', () => {
  it('loads once for concurrent callers and keeps the value until it expires', async () => {
    let clock = 0;
    let loads = 0;
    const kept = keptValue(
      1_000,
      async () => ++loads,
      () => clock,
    );
    expect(await Promise.all([kept.get(), kept.get(), kept.get()])).toEqual([1, 1, 1]);
    clock = 999;
    expect(await kept.get()).toBe(1);
    clock = 1_000;
    expect(await kept.get()).toBe(2);
  });

  it('forgets at once on clear, and never keeps a load begun before the clear', async () => {
    let loads = 0;
    let release: () => void = () => {};
    const kept = keptValue(60_000, () => {
      loads++;
      return new Promise<number>((resolve) => {
        release = () => resolve(loads);
      });
    });
    const early = kept.get();
    kept.clear();
    release();
    expect(await early).toBe(1);
    const late = kept.get();
    release();
    expect(await late).toBe(2);
    expect(await kept.get()).toBe(2);
  });
});
