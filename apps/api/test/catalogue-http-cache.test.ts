import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from './helpers/app';
import { fixtures } from './helpers/fixtures';

const products = '/functions/v1/export-products';
const categories = '/functions/v1/export-categories';

/** Slow connections pay for headers only when nothing changed (docs/decisions/006). */
describe('caching of catalogue lists', () => {
  let t: TestApp;
  let f: ReturnType<typeof fixtures>;
  let vendorId: string;

  beforeAll(async () => {
    t = await testApp();
    f = fixtures(t.database.db);
    vendorId = (await f.vendor()).id;
    await f.category({ slug: 'food', name: 'أغذية' });
    for (let i = 0; i < 12; i++) {
      await f.product(vendorId, { name: `زيت زيتون ${i}`, description: 'بكر ممتاز '.repeat(10) });
    }
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it.each([products, categories])(
    'answers %s with a public max-age and a weak ETag',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      expect(res.headers.etag).toMatch(/^W\/".+"$/);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    },
  );

  it.each([products, categories])(
    'answers 304 without a body to a current If-None-Match (%s)',
    async (url) => {
      const { etag } = (await get(url)).headers;
      const res = await get(url, { 'if-none-match': String(etag) });
      expect(res.statusCode).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      expect((await get(url, { 'if-none-match': 'W/"stale"' })).statusCode).toBe(200);
    },
  );

  it('tags different answers differently', async () => {
    const first = await get(`${products}?limit=5`);
    const second = await get(`${products}?limit=5&offset=5`);
    expect(first.headers.etag).not.toBe(second.headers.etag);
  });

  it('serves a list from memory for a short time; no-cache reads it fresh', async () => {
    const url = `${products}?vendor_id=${vendorId}`;
    const before = (await get(url)).json().count;
    await f.product(vendorId, { name: 'منتج جديد' });
    expect((await get(url)).json().count).toBe(before);
    const fresh = await get(url, { 'cache-control': 'no-cache' });
    expect(fresh.json().count).toBe(before + 1);
    // The fresh answer replaced the kept one.
    expect((await get(url)).json().count).toBe(before + 1);
  });

  it('compresses a kept answer as the client accepts, under the same tag', async () => {
    const plain = await get(`${products}?limit=12`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const zipped = await get(`${products}?limit=12`, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    // A browser's first answers come quickly gzipped; a tighter brotli copy follows.
    const browser = { 'accept-encoding': 'gzip, deflate, br' };
    expect((await get(`${products}?limit=12`, browser)).headers['content-encoding']).toBe('gzip');
    let brotli = await get(`${products}?limit=12`, browser);
    for (
      let waited = 0;
      waited < 3_000 && brotli.headers['content-encoding'] !== 'br';
      waited += 50
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      brotli = await get(`${products}?limit=12`, browser);
    }
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(new Set([plain, zipped, brotli].map((r) => r.headers.etag)).size).toBe(1);
  });
});
