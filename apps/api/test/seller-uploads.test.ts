import { sellerUploadText } from '@souq/domain/locales/ar/seller-uploads';
import { paths } from '@souq/domain/paths';
import { MAX_PRODUCT_IMAGES } from '@souq/domain/schemas/seller-products';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/app';
import type { Browser } from './helpers/auth';
import { type OrderWorld, openOrderWorld } from './helpers/orders';
import { shirt } from './helpers/seller-products';
import { demoReel, hevcReel, jpegWithGps, png, pngBomb, reelLasting } from './helpers/upload-files';

const seller = paths.api.seller;

describe('seller uploads', () => {
  let t: TestApp;
  let w: OrderWorld;
  let owner: Browser;

  beforeAll(async () => {
    ({ t, w } = await openOrderWorld());
    owner = w.owner;
  });
  afterAll(() => t.close());

  const newProduct = async () => {
    const res = await owner.post(seller.products(), shirt());
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const upload = (url: string, body: Buffer, type: string, client: Browser = owner) =>
    client.request({ method: 'POST', url, payload: body, headers: { 'content-type': type } });
  const stored = async (url: string) => {
    const bytes = await t.storage.get(url.replace(/^\/media\//, ''));
    expect(bytes, url).not.toBeNull();
    return bytes!;
  };

  describe('images', () => {
    it('re-encodes a photo to WebP and strips its EXIF, GPS included', async () => {
      const id = await newProduct();
      const original = await jpegWithGps();
      expect((await sharp(original).metadata()).exif).toBeDefined();
      const res = await upload(seller.productPart(id, 'images'), original, 'image/jpeg');
      expect(res.statusCode, res.body).toBe(201);
      const bytes = await stored(res.json().image_url);
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
      const media = await t.app.inject({ method: 'GET', url: res.json().image_url });
      expect(media.headers['content-type']).toBe('image/webp');
    });

    it('judges the bytes, not the name or header: a text file sent as a .jpg is 415', async () => {
      const id = await newProduct();
      const fake = Buffer.from('%PDF-1.4 this is a document renamed photo.jpg');
      const res = await upload(seller.productPart(id, 'images'), fake, 'image/jpeg');
      expect(res.statusCode).toBe(415);
      expect(res.json().error.message).toBe(sellerUploadText.imageNotSupported);
      const html = await upload(
        seller.productPart(id, 'images'),
        Buffer.from('<svg/>'),
        'image/png',
      );
      expect(html.statusCode).toBe(415);
      expect((await owner.get(seller.product(id))).json().images).toEqual([]);
    });

    it('refuses a 30000x30000 PNG bomb from its header, in Arabic, before decoding', async () => {
      const id = await newProduct();
      const bomb = pngBomb();
      expect(bomb.length).toBeLessThan(10_000);
      const res = await upload(seller.productPart(id, 'images'), bomb, 'image/png');
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        message: sellerUploadText.imageTooLarge,
        details: { width: 30_000, height: 30_000 },
      });
    });

    it('refuses a body over 8 MB with 413', async () => {
      const id = await newProduct();
      const big = Buffer.alloc(8 * 1024 * 1024 + 1);
      const res = await upload(seller.productPart(id, 'images'), big, 'image/jpeg');
      expect(res.statusCode).toBe(413);
    });

    it('keeps at most 10 photos, reorders them (first = main) and deletes one', async () => {
      const id = await newProduct();
      const ids: string[] = [];
      for (let i = 0; i < MAX_PRODUCT_IMAGES; i++) {
        const res = await upload(seller.productPart(id, 'images'), await png(40 + i), 'image/png');
        expect(res.statusCode, res.body).toBe(201);
        ids.push(res.json().id);
      }
      const extra = await upload(seller.productPart(id, 'images'), await png(), 'image/png');
      expect(extra.statusCode).toBe(409);
      expect(extra.json().error.code).toBe('MEDIA_LIMIT_REACHED');

      const publicUrl = `${paths.api.exportProducts()}?product_id=${id}`;
      const firstBefore = (await t.app.inject({ method: 'GET', url: publicUrl })).json().data[0]
        .product_images[0].image_url;
      const reversed = [...ids].reverse();
      const order = await owner.request({
        method: 'PUT',
        url: seller.productPart(id, 'images/order'),
        payload: { ids: reversed },
      });
      expect(order.statusCode, order.body).toBe(200);
      expect(order.json().images.map((i: { id: string }) => i.id)).toEqual(reversed);
      const main = (await owner.get(seller.products()))
        .json()
        .data.find((p: { id: string }) => p.id === id).image_url;
      expect(main).toBe(order.json().images[0].image_url);
      // The shopper's cached answer (read above) is not served again: the new main photo shows.
      const shopper = await t.app.inject({ method: 'GET', url: publicUrl });
      expect(shopper.json().data[0].product_images[0].image_url).toBe(main);
      expect(main).not.toBe(firstBefore);
      const half = await owner.request({
        method: 'PUT',
        url: seller.productPart(id, 'images/order'),
        payload: { ids: ids.slice(1) },
      });
      expect(half.statusCode).toBe(400);

      const victim = order.json().images[0];
      const del = await owner.request({
        method: 'DELETE',
        url: seller.productImage(id, ids.at(-1)!),
      });
      expect(del.statusCode).toBe(204);
      expect(await t.storage.get(victim.image_url.replace(/^\/media\//, ''))).toBeNull();
      expect((await owner.get(seller.product(id))).json().images).toHaveLength(9);
    });
  });

  it('twelve photos sent at once to an empty product: exactly ten are kept', async () => {
    const id = await newProduct();
    const photo = await png();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        upload(seller.productPart(id, 'images'), photo, 'image/png'),
      ),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([...Array(10).fill(201), 409, 409]);
    expect((await owner.get(seller.product(id))).json().images).toHaveLength(MAX_PRODUCT_IMAGES);
  });

  describe('videos', () => {
    it('takes a real MP4/H.264 and computes its duration (a stated one is ignored)', async () => {
      const id = await newProduct();
      const res = await upload(
        `${seller.productPart(id, 'videos')}?duration=999`,
        demoReel(),
        'video/mp4',
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ duration_seconds: 5, poster_url: null });
      expect((await stored(res.json().video_url)).equals(demoReel())).toBe(true);

      const poster = await upload(
        seller.productVideoPoster(id, res.json().id),
        await png(480, 854),
        'image/png',
      );
      expect(poster.statusCode, poster.body).toBe(200);
      expect(poster.json().poster_url).toMatch(/\.webp$/);
      const reels = await t.app.inject({
        method: 'GET',
        url: `${paths.api.exportProductVideos()}?vendor_id=${w.vendor.id}`,
      });
      expect(JSON.stringify(reels.json())).toContain(res.json().id);

      const del = await owner.request({
        method: 'DELETE',
        url: seller.productVideo(id, res.json().id),
      });
      expect(del.statusCode).toBe(204);
      expect(await t.storage.get(res.json().video_url.replace(/^\/media\//, ''))).toBeNull();
    });

    it.each([
      ['a PNG sent as video/mp4', async () => png(), 415, sellerUploadText.videoNotMp4],
      ['an HEVC (not H.264) MP4', async () => hevcReel(), 415, sellerUploadText.videoNotH264],
      [
        'a truncated MP4',
        async () => demoReel().subarray(0, demoReel().length - 4096),
        400,
        sellerUploadText.videoDamaged,
      ],
      ['a ten-minute MP4', async () => reelLasting(600), 413, sellerUploadText.videoTooLong],
    ])('refuses %s, in Arabic, storing nothing', async (_name, make, status, message) => {
      const id = await newProduct();
      const res = await upload(seller.productPart(id, 'videos'), await make(), 'video/mp4');
      expect(res.statusCode).toBe(status);
      expect(res.json().error.message).toBe(message);
      expect((await owner.get(seller.product(id))).json().videos).toEqual([]);
    });
  });

  describe('store pictures', () => {
    const vendorPublic = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `${paths.api.exportVendors()}?vendor_id=${w.vendor.id}`,
        })
      ).json();

    it('replaces the logo and the banner; shoppers see the new ones at once', async () => {
      await vendorPublic(); // cached now
      for (const which of ['logo', 'banner'] as const) {
        const res = await upload(seller.storePart(which), await png(900, 600), 'image/png');
        expect(res.statusCode, res.body).toBe(200);
        const meta = await sharp(await stored(res.json().image_url)).metadata();
        expect(meta.format).toBe('webp');
        if (which === 'logo') expect(meta.width).toBeLessThanOrEqual(512);
        expect(JSON.stringify(await vendorPublic())).toContain(res.json().image_url);
      }
    });

    it('adds gallery photos, reorders and deletes them; only the owner’s store', async () => {
      const a = await upload(seller.storePart('gallery'), await png(), 'image/png');
      const b = await upload(seller.storePart('gallery'), await png(50), 'image/png');
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      const order = await owner.request({
        method: 'PUT',
        url: seller.storePart('gallery/order'),
        payload: { ids: [b.json().id, a.json().id] },
      });
      expect(order.statusCode, order.body).toBe(200);
      expect(order.json().images[0].id).toBe(b.json().id);
      const stranger = await w.otherOwner.request({
        method: 'DELETE',
        url: seller.galleryImage(a.json().id),
      });
      expect(stranger.statusCode).toBe(404);
      const del = await owner.request({ method: 'DELETE', url: seller.galleryImage(a.json().id) });
      expect(del.statusCode).toBe(204);
    });

    it('a user without a store uploads nothing', async () => {
      const res = await upload(seller.storePart('logo'), await png(), 'image/png', w.stranger);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('STORE_NOT_FOUND');
    });
  });
});
