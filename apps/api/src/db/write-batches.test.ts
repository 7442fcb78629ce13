import { describe, expect, it } from 'vitest';
import { writeBatches } from './write-batches';

describe('writeBatches', () => {
  it('writes items added in the same tick together, and later ones in the next batch', async () => {
    const written: number[][] = [];
    let release: () => void = () => {};
    const batches = writeBatches<number>(async (items) => {
      written.push(items);
      if (written.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    const first = [batches.add(1), batches.add(2)];
    await new Promise((resolve) => setImmediate(resolve));
    // The first batch is being written: these wait for it, then go out as one.
    const second = [batches.add(3), batches.add(4), batches.add(5)];
    release();
    await Promise.all([...first, ...second]);
    expect(written).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
  });

  it('bounds a batch at 100 items', async () => {
    const sizes: number[] = [];
    const batches = writeBatches<number>(async (items) => {
      sizes.push(items.length);
    });
    await Promise.all(Array.from({ length: 250 }, (_, i) => batches.add(i)));
    expect(sizes).toEqual([100, 100, 50]);
  });

  it('fails every item of a failed batch, and writes the next batch anyway', async () => {
    let calls = 0;
    const batches = writeBatches<string>(async () => {
      calls++;
      if (calls === 1) throw new Error('database gone');
    });
    const failed = [batches.add('a'), batches.add('b')];
    await expect(failed[0]).rejects.toThrow('database gone');
    await expect(failed[1]).rejects.toThrow('database gone');
    await expect(batches.add('c')).resolves.toBeUndefined();
    expect(calls).toBe(2);
  });
});

describe('writeBatches, items added as a batch settles', () => {
  it('writes an item added by code that resumed when the last batch was written', async () => {
    const written: string[][] = [];
    const batches = writeBatches<string>(async (items) => {
      written.push(items);
    });
    const followUp = batches.add('first').then(() => batches.add('second'));
    await followUp;
    expect(written).toEqual([['first'], ['second']]);
  });
});
