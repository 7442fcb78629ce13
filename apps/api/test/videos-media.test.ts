import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureVideos, videoKeys } from '../src/seed/videos';
import { type TestApp, testApp } from './helpers/app';
import { startS3, type TestS3 } from './helpers/s3-server';

/** Local disk (the default), then an S3 bucket: the same answers from both. */
const storages: [string, boolean][] = [
  ['disk', false],
  ['s3', true],
];

/** Seeking and slow-phone playback rely on these answers for the shipped demo clips. */
describe.each(storages)('a seeded demo video over /media on %s', (_name, onS3) => {
  let t: TestApp;
  let s3: TestS3 | undefined;
  const keys = videoKeys('aleppo-laurel-soap');
  const videoUrl = `/media/${keys.video}`;
  let size = 0;

  beforeAll(async () => {
    s3 = onS3 ? await startS3() : undefined;
    t = await testApp(s3 ? { env: s3.env, storageFromConfig: true } : {});
    expect((await ensureVideos(t.storage)).copied).toBe(16);
    size = (await t.storage.stat(keys.video))!.size;
    if (s3) expect((await s3.head(keys.video))?.ContentLength).toBe(size);
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('is video/mp4 with ranges and immutable caching; moov comes first (faststart)', async () => {
    const res = await get(videoUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(size);
    expect(res.headers['content-encoding']).toBeUndefined();
    const head = res.rawPayload.subarray(0, 4096).toString('latin1');
    expect(head.indexOf('moov')).toBeGreaterThan(0);
    expect(head.indexOf('moov')).toBeLessThan(
      head.indexOf('mdat') === -1 ? 4096 : head.indexOf('mdat'),
    );
  });

  it('answers bytes=0-99 with 206 and the exact bytes', async () => {
    const whole = (await get(videoUrl)).rawPayload;
    const res = await get(videoUrl, { range: 'bytes=0-99' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(res.headers['content-length']).toBe('100');
    expect(res.rawPayload).toEqual(whole.subarray(0, 100));
  });

  it('answers an open-ended range to the end and a suffix range with the last bytes', async () => {
    const open = await get(videoUrl, { range: `bytes=${size - 10}-` });
    expect(open.statusCode).toBe(206);
    expect(open.headers['content-range']).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    expect(open.rawPayload).toHaveLength(10);
    const suffix = await get(videoUrl, { range: 'bytes=-500' });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.headers['content-range']).toBe(`bytes ${size - 500}-${size - 1}/${size}`);
    expect(suffix.rawPayload).toHaveLength(500);
    const past = await get(videoUrl, { range: `bytes=${size - 5}-${size + 1000}` });
    expect(past.headers['content-range']).toBe(`bytes ${size - 5}-${size - 1}/${size}`);
  });

  it('refuses an unsatisfiable range with 416 and the size', async () => {
    for (const range of [`bytes=${size}-`, `bytes=${size + 10}-${size + 20}`, 'bytes=-0']) {
      const res = await get(videoUrl, { range });
      expect(res.statusCode, range).toBe(416);
      expect(res.headers['content-range'], range).toBe(`bytes */${size}`);
    }
  });

  it('answers If-None-Match with 304, and HEAD without a body', async () => {
    const etag = (await get(videoUrl)).headers.etag as string;
    const res = await get(videoUrl, { 'if-none-match': etag });
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload).toHaveLength(0);
    const head = await t.app.inject({ method: 'HEAD', url: videoUrl });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(size));
  });

  it('serves the poster as a small WebP, never resized as a video', async () => {
    const poster = await get(`/media/${keys.poster}`);
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/webp');
    expect(poster.rawPayload.length).toBeLessThan(20 * 1024);
    const preset = await get(`${videoUrl}?preset=thumbnail`);
    expect(preset.statusCode).toBe(400);
  });
});
