import { randomBytes } from 'node:crypto';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from './helpers/app';
import { startS3 } from './helpers/s3-server';

interface Served {
  t: TestApp;
  /** Whether the key is in the store itself (a file under DATA_DIR/media, an object in the bucket). */
  stored(key: string): Promise<boolean>;
  close(): Promise<void>;
}

/** The same answers whichever storage holds the bytes. */
const storages: [string, () => Promise<Served>][] = [
  [
    'disk',
    async () => {
      const t = await testApp();
      const stored = (key: string) =>
        access(join(t.dataDir, 'media', key)).then(
          () => true,
          () => false,
        );
      return { t, stored, close: () => t.close() };
    },
  ],
  [
    's3',
    async () => {
      const s3 = await startS3();
      const t = await testApp({ env: s3.env, storageFromConfig: true });
      const stored = async (key: string) => (await s3.head(key)) !== null;
      return { t, stored, close: () => t.close().finally(() => s3.close()) };
    },
  ],
];

describe.each(storages)('GET /media/* on %s', (_name, serve) => {
  let served: Served;
  let t: TestApp;
  const video = randomBytes(10_000);

  beforeAll(async () => {
    served = await serve();
    t = served.t;
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
  afterAll(() => served.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('serves an original with immutable caching, a validator and its type', async () => {
    const res = await get('/media/products/p1/photo.jpg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^".+"$/);
    expect(res.headers['accept-ranges']).toBe('bytes');
    const modified = new Date(String(res.headers['last-modified'])).getTime();
    expect(Math.abs(modified - Date.now())).toBeLessThan(5 * 60_000);
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
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
    // Stored back into the same storage, under the key disk has always used.
    expect(await served.stored('derived/thumbnail/products/p1/photo.jpg.webp')).toBe(true);
    expect(await served.stored('products/p1/photo.jpg')).toBe(true);
    const second = await get('/media/products/p1/photo.jpg?preset=thumbnail');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.rawPayload).toEqual(first.rawPayload);
  });

  it('answers a preset from the stored copy, never rendering it again', async () => {
    const square = (size: number) =>
      sharp({ create: { width: size, height: size, channels: 3, background: '#00f' } });
    await t.storage.put('products/p1/once.png', await square(40).png().toBuffer(), 'image/png');
    expect((await get('/media/products/p1/once.png?preset=medium')).statusCode).toBe(200);
    // Were the preset drawn again, the answer would be the 40x40 rendering, not this marker.
    const marker = await square(7).webp().toBuffer();
    await t.storage.put('derived/medium/products/p1/once.png.webp', marker, 'image/webp');
    const res = await get('/media/products/p1/once.png?preset=medium');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(marker);
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
