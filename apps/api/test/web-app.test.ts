import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from './helpers/app';
import { freshDatabase } from './helpers/db';

const indexHtml =
  '<!doctype html><html lang="ar" dir="rtl"><body><div id="root"></div></body></html>';
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const page = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('the built web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'souq-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), indexHtml);
    await writeFile(join(dist, 'assets/x-abc123.js'), script);
    await writeFile(join(dist, 'assets/y-def456.js'), script);
    await writeFile(join(dist, 'assets/y-def456.js.br'), brotliCompressSync(script));
    await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await testApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('serves index.html at / without long caching', async () => {
    const res = await get('/', page);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(indexHtml);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it.each(['/mobile/cart', '/product/abc', '/vendor/1?tab=info', '/mobile/profile/edit'])(
    'answers the client route %s with index.html',
    async (url) => {
      const res = await get(url, page);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(indexHtml);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('caches hashed assets forever', async () => {
    const res = await get('/assets/x-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(script);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
  });

  it('keeps document-only security headers off scripts, but not off pages', async () => {
    const asset = await get('/assets/x-abc123.js');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    for (const header of ['content-security-policy', 'x-frame-options', 'referrer-policy']) {
      expect(asset.headers[header], header).toBeUndefined();
    }
    const svg = await get('/favicon.svg');
    expect(svg.headers['content-security-policy']).toContain("default-src 'self'");
    const index = await get('/mobile/cart', page);
    expect(index.headers['x-frame-options']).toBe('DENY');
  });

  it('prefers a prebuilt .br file, and compresses on the fly otherwise', async () => {
    const pre = await get('/assets/y-def456.js', { 'accept-encoding': 'br' });
    expect(pre.headers['content-encoding']).toBe('br');
    expect(pre.rawPayload).toEqual(brotliCompressSync(script));
    expect(pre.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const fly = await get('/assets/x-abc123.js', { 'accept-encoding': 'gzip' });
    expect(fly.headers['content-encoding']).toBe('gzip');
  });

  it('revalidates unhashed files', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('never answers server paths or non-page requests with the SPA', async () => {
    for (const url of ['/api/unknown', '/functions/v1/unknown', '/media/x.jpg', '/dev/unknown']) {
      const res = await get(url, page);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    const missingAsset = await get('/assets/missing-123.js', { accept: '*/*' });
    expect(missingAsset.statusCode).toBe(404);
    expect(missingAsset.json().error.code).toBe('NOT_FOUND');
  });
});

describe('without a web build', () => {
  it('explains how to build instead of crashing', async () => {
    const database = await freshDatabase();
    const t = await testApp({ database, env: { WEB_DIST: join(tmpdir(), 'souq-no-such-dist') } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/mobile/cart', headers: page });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('npm run build');
      expect(res.body).toContain('واجهة الموقع غير مبنية بعد');
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
      await database.close();
    }
  });
});
