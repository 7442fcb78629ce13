import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { productImages, productVideos, vendorProfiles, vendorStoreImages } from '../src/db/schema';
import { s3Storage } from '../src/modules/media/s3-storage';
import { seedDemoData } from '../src/seed/run';
import { type TestApp, testApp } from './helpers/app';
import { freshDatabase } from './helpers/db';
import { startS3, type TestS3 } from './helpers/s3-server';

/** The demo seed writes its images and videos through the storage: into a bucket as well. */
describe('the demo seed into an S3 bucket', () => {
  let s3: TestS3;
  let database: Database;
  const logs: string[] = [];
  const seed = () =>
    seedDemoData({ database, storage: s3Storage(s3.config), log: (msg) => logs.push(msg) });

  beforeAll(async () => {
    s3 = await startS3();
    database = await freshDatabase();
    await seed();
  }, 240_000);
  afterAll(async () => {
    await database?.close();
    await s3?.close();
  });

  it('puts every file a seeded row points at into the bucket', async () => {
    const { db } = database;
    const urls = [
      ...(await db.select({ url: productImages.imageUrl }).from(productImages)).map((r) => r.url),
      ...(await db.select({ url: vendorStoreImages.imageUrl }).from(vendorStoreImages)).map(
        (r) => r.url,
      ),
      ...(await db.select().from(vendorProfiles)).flatMap((v) => [
        v.bannerImageUrl,
        v.brandLogoUrl,
      ]),
      ...(await db.select().from(productVideos)).flatMap((v) => [v.videoUrl, v.posterUrl]),
    ].filter((url): url is string => typeof url === 'string' && url.startsWith('/media/'));
    expect(urls.length).toBeGreaterThan(400);
    const keys = new Set(await s3.keys());
    const missing = urls.map((url) => url.slice('/media/'.length)).filter((key) => !keys.has(key));
    expect(missing).toEqual([]);
  });

  it('stores images as image/webp and clips as video/mp4', async () => {
    const keys = await s3.keys();
    const video = keys.find((key) => key.endsWith('.mp4'))!;
    const image = keys.find((key) => key.startsWith('products/'))!;
    expect((await s3.head(video))?.ContentType).toBe('video/mp4');
    expect((await s3.head(image))?.ContentType).toBe('image/webp');
  });

  it('finds its files in the bucket the second time and adds nothing', async () => {
    const before = await s3.keys();
    logs.length = 0;
    await seed();
    expect(logs).toEqual([expect.stringMatching(/already present, skipped$/)]);
    expect(await s3.keys()).toEqual(before);
  });

  it('is served by the API from the bucket, presets included', async () => {
    const t: TestApp = await testApp({ database, env: s3.env, storageFromConfig: true });
    try {
      const [row] = await database.db
        .select({ url: productImages.imageUrl })
        .from(productImages)
        .limit(1);
      const res = await t.app.inject({ method: 'GET', url: `${row!.url}?preset=thumbnail` });
      expect(res.statusCode).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 300, 200]);
    } finally {
      await t.close();
    }
  });
});
