import { randomBytes } from 'node:crypto';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createMediaStorage } from '../src/modules/media';
import { IMMUTABLE } from '../src/modules/media/caching';
import { s3Storage } from '../src/modules/media/s3-storage';
import { type TestApp, testApp } from './helpers/app';
import { startS3, type TestS3 } from './helpers/s3-server';

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** An API whose media live in an S3 bucket (s3rver), configured as an operator would: S3_*. */
describe('media in an S3 bucket', () => {
  let s3: TestS3;
  let t: TestApp;

  beforeAll(async () => {
    s3 = await startS3();
    t = await testApp({ env: s3.env, storageFromConfig: true });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('is where createMediaStorage puts media when S3_* are set; local disk otherwise', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'souq-media-choice-'));
    try {
      const bytes = randomBytes(64);
      const onS3 = createMediaStorage(loadConfig({ ...s3.env, DATA_DIR: dataDir }));
      await onS3.put('products/choice/s3.png', bytes, 'image/png');
      expect((await s3.head('products/choice/s3.png'))?.ContentLength).toBe(64);
      expect(await exists(join(dataDir, 'media/products/choice/s3.png'))).toBe(false);

      const onDisk = createMediaStorage(loadConfig({ DATA_DIR: dataDir }));
      await onDisk.put('products/choice/disk.png', bytes, 'image/png');
      expect(await exists(join(dataDir, 'media/products/choice/disk.png'))).toBe(true);
      expect(await s3.head('products/choice/disk.png')).toBeNull();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('stores each object under its media key with its content type and immutable caching', async () => {
    await t.storage.put('vendors/v9/logo.webp', randomBytes(100), 'image/webp');
    await t.storage.put('videos/v9.mp4', randomBytes(100), 'video/mp4');
    expect(await s3.keys()).toEqual(
      expect.arrayContaining(['vendors/v9/logo.webp', 'videos/v9.mp4']),
    );
    const logo = await s3.head('vendors/v9/logo.webp');
    expect([logo?.ContentType, logo?.CacheControl]).toEqual(['image/webp', IMMUTABLE]);
    expect((await s3.head('videos/v9.mp4'))?.ContentType).toBe('video/mp4');
  });

  it('streams a 2 MB video and its byte ranges from the bucket', async () => {
    const video = randomBytes(2 * 1024 * 1024);
    await t.storage.put('videos/long.mp4', video, 'video/mp4');
    const whole = await t.app.inject({ method: 'GET', url: '/media/videos/long.mp4' });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(video)).toBe(true);
    const middle = await t.app.inject({
      method: 'GET',
      url: '/media/videos/long.mp4',
      headers: { range: 'bytes=1000000-1999999' },
    });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 1000000-1999999/${video.length}`);
    expect(middle.rawPayload.equals(video.subarray(1_000_000, 2_000_000))).toBe(true);
  });

  it('answers a key the bucket does not hold with JSON 404', async () => {
    for (const url of [
      '/media/products/none/0.webp',
      '/media/products/none/0.webp?preset=medium',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });

  describe('check() at boot', () => {
    it('is null for a bucket that answers', async () => {
      expect(await s3Storage(s3.config).check()).toBeNull();
    });

    it('names a bucket that does not exist, and what to do', async () => {
      const problem = await s3Storage({ ...s3.config, bucket: 'absent' }).check();
      expect(problem).toBe(
        `S3 media storage: bucket "absent" at ${s3.config.endpoint} does not exist; create the bucket or fix S3_BUCKET`,
      );
    });

    it('names refused credentials, never echoing the secret', async () => {
      const problem = await s3Storage({
        ...s3.config,
        accessKey: 'NOBODY',
        secretKey: 'hunter2-secret',
      }).check();
      expect(problem).toMatch(
        /^S3 media storage: bucket "souq-media" at .+ refused the credentials \(HTTP 403\); check S3_ACCESS_KEY, S3_SECRET_KEY/,
      );
      expect(problem).not.toContain('hunter2');
    });

    it('names an endpoint where nothing listens', async () => {
      const problem = await s3Storage({ ...s3.config, endpoint: 'http://127.0.0.1:9' }).check();
      expect(problem).toMatch(
        /^S3 media storage: bucket "souq-media" at http:\/\/127\.0\.0\.1:9 is unreachable \(.*ECONNREFUSED.*\); start the S3 server or fix S3_ENDPOINT$/,
      );
      expect(problem).not.toContain('\n');
    });
  });
});

describe('media when the bucket stops answering', () => {
  it('is a 503 with Retry-After, as a lost database is, never a 500', async () => {
    const s3 = await startS3('souq-outage');
    const t = await testApp({ env: s3.env, storageFromConfig: true });
    try {
      await t.storage.put('products/p1/0.webp', randomBytes(100), 'image/webp');
      expect(
        (await t.app.inject({ method: 'GET', url: '/media/products/p1/0.webp' })).statusCode,
      ).toBe(200);
      await s3.close();
      const res = await t.app.inject({ method: 'GET', url: '/media/products/p1/0.webp' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json().error.code).toBe('SERVICE_UNAVAILABLE');
      await expect(
        t.storage.put('products/p1/1.webp', randomBytes(10), 'image/webp'),
      ).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
      });
    } finally {
      await t.close();
      await s3.close();
    }
  });
});
