import { randomBytes } from 'node:crypto';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from './helpers/app';

describe('GET /media/*', () => {
  let t: TestApp;
  const video = randomBytes(10_000);

  beforeAll(async () => {
    t = await testApp();
    const photo = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 30, b: 30 } },
    })
      .jpeg()
      .toBuffer();
    const small = await sharp({
      create: { width: 100, height: 50, channels: 4, background: '#0a0' },
    })
      .png()
      .toBuffer();
    await t.storage.put('products/p1/photo.jpg', photo, 'image/jpeg');
    await t.storage.put('products/p1/small.png', small, 'image/png');
    await t.storage.put('videos/v1/clip.mp4', video, 'video/mp4');
    await t.storage.put('products/p1/broken.jpg', Buffer.from('not an image'), 'image/jpeg');
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('serves an original with immutable caching, a validator and its type', async () => {
    const res = await get('/media/products/p1/photo.jpg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^".+"$/);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(1200);
    expect((await get('/media/products/p1/photo.jpg?preset=full')).rawPayload).toEqual(
      res.rawPayload,
    );
  });

  it('makes a 300x200 WebP thumbnail once, then reads the stored copy', async () => {
    const first = await get('/media/products/p1/photo.jpg?preset=thumbnail');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 300, 200]);
    const stored = join(t.dataDir, 'media/derived/thumbnail/products/p1/photo.jpg.webp');
    await expect(access(stored)).resolves.toBeUndefined();
    const second = await get('/media/products/p1/photo.jpg?preset=thumbnail');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.rawPayload).toEqual(first.rawPayload);
  });

  it('fits medium inside 800x600 without enlarging small images', async () => {
    const big = await sharp(
      (await get('/media/products/p1/photo.jpg?preset=medium')).rawPayload,
    ).metadata();
    expect([big.width, big.height]).toEqual([800, 600]);
    const small = await sharp(
      (await get('/media/products/p1/small.png?preset=medium')).rawPayload,
    ).metadata();
    expect([small.width, small.height]).toEqual([100, 50]);
  });

  it('renders a preset once under concurrent first requests', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => get('/media/products/p1/small.png?preset=thumbnail')),
    );
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((r) => r.headers.etag)).size).toBe(1);
  });

  it('answers If-None-Match with 304', async () => {
    const { etag } = (await get('/media/products/p1/photo.jpg')).headers;
    const res = await get('/media/products/p1/photo.jpg', { 'if-none-match': `W/"x", ${etag}` });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
    expect(
      (await get('/media/products/p1/photo.jpg', { 'if-none-match': '"other"' })).statusCode,
    ).toBe(200);
  });

  it('serves byte ranges with 206', async () => {
    const res = await get('/media/videos/v1/clip.mp4', { range: 'bytes=100-199' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 100-199/10000');
    expect(res.headers['content-length']).toBe('100');
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.rawPayload).toEqual(video.subarray(100, 200));
    const tail = await get('/media/videos/v1/clip.mp4', { range: 'bytes=-10' });
    expect(tail.headers['content-range']).toBe('bytes 9990-9999/10000');
    expect(tail.rawPayload).toEqual(video.subarray(9990));
    const open = await get('/media/videos/v1/clip.mp4', { range: 'bytes=9000-' });
    expect(open.rawPayload).toEqual(video.subarray(9000));
  });

  it('answers HEAD with the headers only', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/media/videos/v1/clip.mp4' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe('10000');
    expect(res.rawPayload).toHaveLength(0);
  });

  it('answers an unsatisfiable range with 416', async () => {
    const res = await get('/media/videos/v1/clip.mp4', { range: 'bytes=10000-20000' });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe('bytes */10000');
  });

  it('ignores a malformed range and sends everything', async () => {
    const res = await get('/media/videos/v1/clip.mp4', { range: 'bytes=abc' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(video);
  });

  it('rejects an unknown preset with 400', async () => {
    const res = await get('/media/products/p1/photo.jpg?preset=huge');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('rejects a preset on a file that is not a raster image', async () => {
    const res = await get('/media/videos/v1/clip.mp4?preset=thumbnail');
    expect(res.statusCode).toBe(400);
  });

  it('answers 415 when a stored "image" cannot be decoded', async () => {
    const res = await get('/media/products/p1/broken.jpg?preset=thumbnail');
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a missing file with JSON 404', async () => {
    const res = await get('/media/products/p1/missing.jpg?preset=thumbnail');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it.each([
    '/media/../../etc/passwd',
    '/media/..%2F..%2Fetc%2Fpasswd',
    '/media/products/%2e%2e/%2e%2e/secret',
    '/media/%2Fetc%2Fpasswd',
    '/media/products/p1/photo.jpg%00.png',
    '/media/derived/thumbnail/products/p1/photo.jpg.webp',
  ])('never serves a traversal or internal key: %s', async (url) => {
    const res = await get(url);
    expect([400, 404]).toContain(res.statusCode);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });
});
