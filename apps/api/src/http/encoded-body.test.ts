import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedBody, preferredEncoding } from './encoded-body';
import { toCachedBody } from './response-cache';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR;Q=1', 'br'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['identity', null],
    ['gzip;q=0', null],
    ['', null],
    [undefined, null],
  ])('%s -> %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('encodedBody', () => {
  const big = toCachedBody(JSON.stringify({ data: Array(200).fill('زيت زيتون') }));

  it('compresses at once, then keeps a tighter copy for a body asked for again', async () => {
    // Varied text, as a page of products is: a tighter setting has something to find.
    const words = ['زيت', 'زيتون', 'صابون', 'غار', 'حلب', 'عسل', 'جبلي', 'قطن', 'فستان', 'أحمر'];
    let seed = 7;
    const next = () => {
      seed = (seed * 48271) % 2147483647;
      return seed;
    };
    const data = Array.from({ length: 300 }, () => ({
      id: next().toString(16),
      name: Array.from({ length: 4 }, () => words[next() % words.length]).join(' '),
      price: next() % 100000,
    }));
    const body = toCachedBody(JSON.stringify({ data }));
    const first = encodedBody(body, 'br')!;
    expect(brotliDecompressSync(first).equals(body.body)).toBe(true);
    expect(first.length).toBeLessThan(body.body.length / 3);
    // Asked again: the same quick copy now, a tighter one once it is made.
    expect(encodedBody(body, 'br')).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const later = encodedBody(body, 'br')!;
    expect(later.length).toBeLessThan(first.length);
    expect(brotliDecompressSync(later).equals(body.body)).toBe(true);
  });

  it('gzips for clients without brotli, quick then tight, both decompressing to the body', async () => {
    const first = encodedBody(big, 'gzip')!;
    expect(gunzipSync(first).equals(big.body)).toBe(true);
    encodedBody(big, 'gzip');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const later = encodedBody(big, 'gzip')!;
    expect(gunzipSync(later).equals(big.body)).toBe(true);
    expect(later.length).toBeLessThanOrEqual(first.length);
  });

  it('leaves small bodies alone', () => {
    expect(encodedBody(toCachedBody('{"data":[]}'), 'br')).toBeNull();
  });
});
