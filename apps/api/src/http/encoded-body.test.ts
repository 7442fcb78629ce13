import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncodings, encodedBody, preferredEncoding } from './encoded-body';
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

/** Waits (up to 3 s: the thread pool may be busy with other tests) until `done` holds. */
async function until(done: () => boolean) {
  for (let waited = 0; waited < 3_000 && !done(); waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

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
    const first = encodedBody(body, ['br'])!;
    expect(first.encoding).toBe('br');
    expect(brotliDecompressSync(first.bytes).equals(body.body)).toBe(true);
    expect(first.bytes.length).toBeLessThan(body.body.length / 3);
    // Asked again: the same quick copy now, a tighter one once it is made.
    expect(encodedBody(body, ['br'])!.bytes).toBe(first.bytes);
    await until(() => encodedBody(body, ['br'])!.bytes !== first.bytes);
    const later = encodedBody(body, ['br'])!;
    expect(later.bytes.length).toBeLessThan(first.bytes.length);
    expect(brotliDecompressSync(later.bytes).equals(body.body)).toBe(true);
  });

  it('answers a browser (gzip and brotli) with quick gzip first, then tight brotli', async () => {
    const body = toCachedBody(
      JSON.stringify({ data: Array.from({ length: 300 }, (_, i) => `منتج ${i * 7919}`) }),
    );
    const browser = acceptedEncodings('gzip, deflate, br, zstd');
    const first = encodedBody(body, browser)!;
    expect(first.encoding).toBe('gzip');
    expect(gunzipSync(first.bytes).equals(body.body)).toBe(true);
    expect(encodedBody(body, browser)!.encoding).toBe('gzip');
    await until(() => encodedBody(body, browser)!.encoding === 'br');
    const later = encodedBody(body, browser)!;
    expect(later.encoding).toBe('br');
    expect(later.bytes.length).toBeLessThan(first.bytes.length);
    expect(brotliDecompressSync(later.bytes).equals(body.body)).toBe(true);
    // A client that takes only gzip still gets gzip from the same body.
    expect(encodedBody(body, ['gzip'])!.encoding).toBe('gzip');
  });

  it('gzips for clients without brotli, quick then tight, both decompressing to the body', async () => {
    const first = encodedBody(big, ['gzip'])!;
    expect(first.encoding).toBe('gzip');
    expect(gunzipSync(first.bytes).equals(big.body)).toBe(true);
    encodedBody(big, ['gzip']);
    await until(() => encodedBody(big, ['gzip'])!.bytes !== first.bytes);
    const later = encodedBody(big, ['gzip'])!;
    expect(gunzipSync(later.bytes).equals(big.body)).toBe(true);
    expect(later.bytes.length).toBeLessThanOrEqual(first.bytes.length);
  });

  it('leaves small bodies alone', () => {
    expect(encodedBody(toCachedBody('{"data":[]}'), ['br'])).toBeNull();
    expect(encodedBody(big, [])).toBeNull();
  });
});
