import { createHash } from 'node:crypto';

/** A 32-bit seed from any string, so every product/vendor key has its own random stream. */
export function seedFrom(text: string): number {
  return createHash('sha1').update(text).digest().readUInt32BE(0);
}

/**
 * mulberry32: a tiny, fast, good-enough PRNG. Seeded from a key, it makes the demo data and
 * artwork vary without Math.random, so every run and every machine produces the same bytes.
 */
export function prng(seed: string | number): () => number {
  let state = typeof seed === 'number' ? seed >>> 0 : seedFrom(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Integer in [min, max], inclusive. */
export const intBetween = (random: () => number, min: number, max: number): number =>
  min + Math.floor(random() * (max - min + 1));

export const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;
