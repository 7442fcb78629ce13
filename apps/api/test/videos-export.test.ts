import { type ProductVideo, productVideoList } from '@souq/domain/schemas/videos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVideos } from '../src/db/schema';
import { type TestApp, testApp } from './helpers/app';
import { fixtures } from './helpers/fixtures';

const url = '/functions/v1/export-product-videos';

describe('export-product-videos', () => {
  let t: TestApp;
  let shop: { id: string };
  let other: { id: string };
  let soap: { id: string };

  beforeAll(async () => {
    t = await testApp();
    const { db } = t.database;
    const f = fixtures(db);
    shop = await f.vendor({ vendorName: 'صابون حلب', shamcashAccount: 'SC-1' });
    other = await f.vendor({ vendorName: 'متجر آخر' });
    const closed = await f.vendor({ vendorName: 'متجر مغلق', isActive: false });
    soap = await f.product(
      shop.id,
      { name: 'صابون غار', stockCount: 7, paymentShamcash: true },
      { images: [{ imageUrl: '/media/soap.webp', sortOrder: 0 }] },
    );
    const shirt = await f.product(
      other.id,
      { name: 'قميص' },
      { variants: [{ size: 'M', stockCount: 2 }] },
    );
    const hidden = await f.product(shop.id, { name: 'مخفي', isActive: false });
    const closedProduct = await f.product(closed.id, { name: 'في متجر مغلق' });
    const at = (minute: number) => new Date(Date.UTC(2025, 5, 1, 0, minute));
    const row = (productId: string, vendorId: string, minute: number) => ({
      productId,
      vendorId,
      videoUrl: `/media/videos/${productId}-${minute}.mp4`,
      posterUrl: `/media/videos/${productId}-${minute}.webp`,
      durationSeconds: 5,
      createdAt: at(minute),
    });
    await db.insert(productVideos).values([
      row(soap.id, shop.id, 1),
      row(soap.id, shop.id, 2),
      row(shirt.id, other.id, 3),
      row(hidden.id, shop.id, 4),
      row(closedProduct.id, closed.id, 5),
      // A row naming the wrong store never shows under it.
      row(soap.id, other.id, 6),
    ]);
  });
  afterAll(() => t.close());

  const list = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `${url}${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return productVideoList.parse(res.json());
  };

  it('lists visible videos newest first, each with the product add-to-cart needs', async () => {
    const page = await list();
    expect(page).toMatchObject({ count: 3, limit: 20, offset: 0 });
    expect(page.data.map((v) => v.products.name)).toEqual(['قميص', 'صابون غار', 'صابون غار']);
    const video = page.data[1] as ProductVideo;
    expect(video.video_url).toMatch(/\.mp4$/);
    expect(video.poster_url).toMatch(/\.webp$/);
    expect(video.duration_seconds).toBe(5);
    expect(video.products).toMatchObject({
      id: soap.id,
      stock_count: 7,
      base_price: 1000,
      currency: 'SYP',
      vendor_profiles: { id: shop.id, vendor_name: 'صابون حلب' },
      product_images: [{ image_url: '/media/soap.webp' }],
      payment_shamcash: true,
      availability_mode: 'for_sale',
    });
    expect(page.data[0]!.products.product_variants).toHaveLength(1);
  });

  it('pages with limit and offset, and filters by vendor', async () => {
    const first = await list('?limit=2');
    const second = await list('?limit=2&offset=2');
    expect(first.data).toHaveLength(2);
    expect(second).toMatchObject({ count: 3, limit: 2, offset: 2 });
    expect(second.data).toHaveLength(1);
    const ids = [...first.data, ...second.data].map((v) => v.id);
    expect(new Set(ids).size).toBe(3);
    const mine = await list(`?vendor_id=${shop.id}`);
    expect(mine.count).toBe(2);
    expect(mine.data.every((v) => v.products.vendor_id === shop.id)).toBe(true);
    expect((await list(`?vendor_id=${other.id}`)).count).toBe(1);
    expect((await list('?offset=50')).data).toEqual([]);
  });

  it('refuses bad parameters with 400 and field details', async () => {
    for (const query of [
      '?limit=0',
      '?limit=101',
      '?limit=abc',
      '?offset=-1',
      '?vendor_id=not-a-uuid',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `${url}${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code, query).toBe('VALIDATION_FAILED');
    }
  });

  it('is cacheable: a tag, then 304 while it is current', async () => {
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('is documented in OpenAPI', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths[url].get.tags).toEqual(['videos']);
  });
});
