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

  it('compresses once per encoding and decompresses to the body', async () => {
    const br = encodedBody(big, 'br');
    expect(encodedBody(big, 'br')).toBe(br);
    expect(brotliDecompressSync(await br!).equals(big.body)).toBe(true);
    expect(gunzipSync((await encodedBody(big, 'gzip'))!).equals(big.body)).toBe(true);
    expect((await br!).length).toBeLessThan(big.body.length / 5);
  });

  it('leaves small bodies alone', () => {
    expect(encodedBody(toCachedBody('{"data":[]}'), 'br')).toBeNull();
  });
});
