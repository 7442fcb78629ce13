import { randomUUID } from 'node:crypto';
import { type Vendor, vendorList } from '@souq/domain/schemas/vendors';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user, vendorStoreImages } from '../src/db/schema';
import { type TestApp, testApp } from './helpers/app';
import { fixtures } from './helpers/fixtures';

const url = '/functions/v1/export-vendors';
const OWNER_EMAIL = 'owner-secret@souq.test';

describe('export-vendors', () => {
  let t: TestApp;
  let shop: { id: string };
  let quiet: { id: string };
  let closed: { id: string };

  beforeAll(async () => {
    t = await testApp();
    const { db } = t.database;
    const f = fixtures(db);
    const ownerId = randomUUID();
    await db
      .insert(user)
      .values({ id: ownerId, name: 'المالك', email: OWNER_EMAIL, role: 'vendor' });
    const food = await f.category({ slug: 'food', name: 'أغذية' });
    shop = await f.vendor({
      vendorName: 'بروكار دمشق',
      ownerUserId: ownerId,
      city: 'دمشق',
      latitude: 33.5116,
      longitude: 36.3011,
      deliveryRadiusKm: 12,
      layoutTemplate: 'visual_wall',
      colorPattern: 'purple_royal',
      customCss: 'h2{letter-spacing:1px} body{display:none} a{background:url(x)}',
      shamcashAccount: 'SC-1',
      opensAt: '10:00',
      closesAt: '22:30',
    });
    quiet = await f.vendor({ vendorName: 'أ متجر هادئ' });
    closed = await f.vendor({ vendorName: 'متجر مغلق', isActive: false });
    await db.insert(vendorStoreImages).values([
      { vendorId: shop.id, imageUrl: '/media/s2.webp', sortOrder: 2 },
      { vendorId: shop.id, imageUrl: '/media/s1.webp', sortOrder: 1 },
    ]);
    // Stock: 4 (plain) + 3+2 (variants, the product's own 50 does not count) = 9; inactive not.
    await f.product(shop.id, { name: 'شال', stockCount: 4, categoryId: food.id });
    await f.product(
      shop.id,
      { name: 'قميص', stockCount: 50 },
      {
        images: [{ imageUrl: '/media/p.webp', sortOrder: 0 }],
        variants: [
          { size: 'S', stockCount: 3 },
          { size: 'M', stockCount: 2 },
        ],
      },
    );
    await f.product(shop.id, { name: 'قديم', stockCount: 100, isActive: false });
    await f.product(closed.id, { name: 'مخفي' });
  });
  afterAll(() => t.close());

  const get = (query = '', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `${url}${query}`, headers });

  async function list(query = '') {
    const res = await get(query);
    expect(res.statusCode).toBe(200);
    return vendorList.parse(res.json());
  }

  it('lists active vendors only, by name, in the list shape', async () => {
    const body = await list();
    expect(body.count).toBe(2);
    expect(body.data.map((v) => v.id)).toEqual([quiet.id, shop.id]);
    expect(body).toMatchObject({ limit: 20, offset: 0 });
    expect(body.data.every((v) => v.products === undefined)).toBe(true);
  });

  it('describes one store as the spec reads it (data[0])', async () => {
    const [v] = (await list(`?vendor_id=${shop.id}`)).data as [Vendor];
    expect(v).toMatchObject({
      vendor_name: 'بروكار دمشق',
      city: 'دمشق',
      latitude: 33.5116,
      longitude: 36.3011,
      delivery_radius_km: 12,
      layout_template: 'visual_wall',
      color_pattern: 'purple_royal',
      shamcash_account: 'SC-1',
      goldmasters_account: null,
      opens_at: '10:00',
      closes_at: '22:30',
      total_products: 2,
      total_stock: 9,
    });
    expect(v.store_images).toEqual([
      { image_url: '/media/s1.webp' },
      { image_url: '/media/s2.webp' },
    ]);
  });

  it('serves custom CSS only sanitised and scoped', async () => {
    const [v] = (await list(`?vendor_id=${shop.id}`)).data as [Vendor];
    expect(v.custom_css).toBe('.vendor-storefront h2{letter-spacing:1px}');
    const [plain] = (await list(`?vendor_id=${quiet.id}`)).data as [Vendor];
    expect(plain.custom_css).toBeNull();
    expect(plain).toMatchObject({ opens_at: '09:00', closes_at: '21:00', total_stock: 0 });
  });

  it('never carries the owner', async () => {
    const res = await get(`?include_products=true`);
    expect(res.body).not.toContain('owner');
    expect(res.body).not.toContain(OWNER_EMAIL);
  });

  it('adds products in the export-products shape only when asked', async () => {
    const [v] = (await list(`?vendor_id=${shop.id}&include_products=true`)).data as [Vendor];
    expect(v.products?.map((p) => p.name)).toEqual(['قميص', 'شال']);
    const shawl = v.products?.find((p) => p.name === 'شال');
    expect(shawl).toMatchObject({ product_category: 'أغذية', vendor_id: shop.id });
    expect(shawl?.vendor_profiles).toEqual({ id: shop.id, vendor_name: 'بروكار دمشق' });
    const shirt = v.products?.find((p) => p.name === 'قميص');
    expect(shirt?.product_variants.map((x) => x.size)).toEqual(['S', 'M']);
    expect(shirt?.product_images).toEqual([{ image_url: '/media/p.webp' }]);
    const [empty] = (await list(`?vendor_id=${quiet.id}&include_products=1`)).data as [Vendor];
    expect(empty.products).toEqual([]);
    const [none] = (await list(`?vendor_id=${shop.id}&include_products=false`)).data as [Vendor];
    expect(none.products).toBeUndefined();
  });

  it('answers an unknown or inactive vendor with an empty list', async () => {
    for (const id of [randomUUID(), closed.id]) {
      const body = await list(`?vendor_id=${id}&include_products=true`);
      expect(body).toMatchObject({ data: [], count: 0 });
    }
  });

  it('pages, and caps a page at 100', async () => {
    const second = await list('?limit=1&offset=1');
    expect(second.data.map((v) => v.id)).toEqual([shop.id]);
    expect(second.count).toBe(2);
    expect((await list('?offset=5')).data).toEqual([]);
    expect((await get('?limit=101')).statusCode).toBe(400);
  });

  it.each([
    '?vendor_id=not-a-uuid',
    `?vendor_id=${'1'.repeat(36)}`,
    '?include_products=yes',
    '?offset=-1',
  ])('refuses %s with a 400 error', async (query) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBeTypeOf('string');
  });

  it('is publicly cacheable with an ETag and answers 304', async () => {
    const first = await get(`?vendor_id=${shop.id}`);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(first.headers.etag).toMatch(/^W\/".+"$/);
    const again = await get(`?vendor_id=${shop.id}`, {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sanitises whatever the database holds, even CSS written around the app', async () => {
    await t.database.db.execute(
      sql`update vendor_profiles set custom_css = ${'</style><script>alert(1)</script>'} where id = ${quiet.id}`,
    );
    const res = await get(`?vendor_id=${quiet.id}`, { 'cache-control': 'no-cache' });
    expect(res.body).not.toMatch(/<script|alert/);
    expect(res.json().data[0].custom_css).toBeNull();
  });
});
