import { apiErrors } from '@souq/domain/locales/ar/errors';
import { productList, product as productSchema } from '@souq/domain/schemas/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from './helpers/app';
import { fixtures } from './helpers/fixtures';

const url = '/functions/v1/export-products';

describe('GET /functions/v1/export-products', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  /** Visible products, newest first, as the API must order them. */
  let visibleNewestFirst: string[] = [];

  beforeAll(async () => {
    t = await testApp();
    const f = fixtures(t.database.db);
    const electronics = await f.category({ slug: 'electronics', name: 'إلكترونيات', sortOrder: 1 });
    const fashion = await f.category({ slug: 'fashion', name: 'أزياء', sortOrder: 2 });
    const shop = await f.vendor({ vendorName: 'متجر النور' });
    const other = await f.vendor({ vendorName: 'بيت الأناقة' });
    const closed = await f.vendor({ vendorName: 'متجر مغلق', isActive: false });
    ids.electronics = electronics.id;
    ids.shop = shop.id;
    ids.other = other.id;

    const phone = await f.product(
      shop.id,
      {
        name: 'آيفون ١٥ برو',
        description: 'هاتف ذكي بذاكرة ٢٥٦ جيجابايت',
        basePrice: '150000.50',
        deliveryPrice: '2500.00',
        currency: 'SYP',
        categoryId: electronics.id,
        paymentShamcash: true,
      },
      {
        images: [
          { imageUrl: '/media/p/second.webp', sortOrder: 2 },
          { imageUrl: '/media/p/first.webp', sortOrder: 1 },
        ],
        variants: [{ size: '256GB', color: 'أسود', priceAdjustment: '10000.25', stockCount: 3 }],
      },
    );
    ids.phone = phone.id;
    ids.samsung = (
      await f.product(shop.id, { name: 'سامسونج جالكسي', categoryId: electronics.id })
    ).id;
    ids.dress = (
      await f.product(other.id, {
        name: 'فستان سهرة',
        description: 'مناسب لحفلات الآيفون',
        categoryId: fashion.id,
      })
    ).id;
    await f.product(shop.id, { name: 'منتج مخفي', isActive: false });
    await f.product(closed.id, { name: 'آيفون من متجر مغلق', categoryId: electronics.id });
    // Many products listed at the same instant: only the id can order them.
    const sameInstant = new Date('2025-06-01T00:00:00Z');
    for (let i = 0; i < 22; i++) {
      await f.product(other.id, { name: `قميص رقم ${i}`, createdAt: sameInstant });
    }
    const page = await t.app.inject({ method: 'GET', url: `${url}?limit=100` });
    visibleNewestFirst = page.json().data.map((p: { id: string }) => p.id);
  });
  afterAll(() => t.close());

  const get = (query = '') => t.app.inject({ method: 'GET', url: `${url}${query}` });
  const idsOf = (body: { data: { id: string }[] }) => body.data.map((p) => p.id);

  it('lists visible products only, 20 by default, with the total count', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(productList.parse(body)).toBeTruthy();
    expect(body.count).toBe(25);
    expect(body.limit).toBe(20);
    expect(body.offset).toBe(0);
    expect(body.data).toHaveLength(20);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const names = body.data.map((p: { name: string }) => p.name);
    expect(names).not.toContain('منتج مخفي');
    expect(names).not.toContain('آيفون من متجر مغلق');
  });

  it('orders newest first with the id as a stable tiebreaker', async () => {
    expect(visibleNewestFirst).toHaveLength(25);
    const sameInstant = visibleNewestFirst.slice(0, 22);
    expect(sameInstant).toEqual([...sameInstant].sort());
    expect(visibleNewestFirst.slice(22)).toEqual([ids.dress, ids.samsung, ids.phone]);
  });

  it('pages without gaps or repeats', async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < 30; offset += 7) {
      const body = (await get(`?limit=7&offset=${offset}`)).json();
      expect(body.count).toBe(25);
      seen.push(...idsOf(body));
    }
    expect(seen).toEqual(visibleNewestFirst);
  });

  it('answers an offset past the end with no data and the real count', async () => {
    const body = (await get('?offset=500')).json();
    expect(body).toEqual({ data: [], count: 25, limit: 20, offset: 500 });
  });

  it('returns a product exactly in the shared Product shape', async () => {
    const body = (await get(`?product_id=${ids.phone}`)).json();
    expect(body.count).toBe(1);
    const phone = body.data[0];
    expect(Object.keys(phone).sort()).toEqual(Object.keys(productSchema.shape).sort());
    expect(phone).toMatchObject({
      id: ids.phone,
      name: 'آيفون ١٥ برو',
      base_price: 150000.5,
      delivery_price: 2500,
      currency: 'SYP',
      stock_count: 5,
      product_category: 'إلكترونيات',
      category_id: ids.electronics,
      vendor_id: ids.shop,
      vendor_profiles: { id: ids.shop, vendor_name: 'متجر النور' },
      product_images: [{ image_url: '/media/p/first.webp' }, { image_url: '/media/p/second.webp' }],
      availability_mode: 'for_sale',
      payment_shamcash: true,
      payment_goldmasters: false,
      payment_cash_on_delivery: true,
    });
    expect(phone.product_variants).toEqual([
      {
        id: expect.any(String),
        size: '256GB',
        color: 'أسود',
        price_adjustment: 10000.25,
        stock_count: 3,
      },
    ]);
    expect(new Date(phone.created_at).toISOString()).toBe(phone.created_at);
  });

  it('filters by vendor', async () => {
    const body = (await get(`?vendor_id=${ids.shop}&limit=100`)).json();
    expect(idsOf(body).sort()).toEqual([ids.phone, ids.samsung].sort());
  });

  it('filters by category id, slug or Arabic name (hamza-insensitive)', async () => {
    for (const category of [ids.electronics, 'electronics', 'إلكترونيات', 'الكترونيات']) {
      const body = (await get(`?category=${encodeURIComponent(category!)}`)).json();
      expect(idsOf(body), category).toEqual([ids.samsung, ids.phone]);
    }
    expect((await get('?category=unknown')).json().count).toBe(0);
  });

  it('searches with Arabic normalisation and ranks name matches first', async () => {
    // "ايفون" (no hamza) finds "آيفون" in a name, and in the dress's description.
    const body = (await get(`?q=${encodeURIComponent('ايفون')}`)).json();
    expect(idsOf(body)).toEqual([ids.phone, ids.dress]);
    // Arabic-Indic digits in the query match them in the name; "15" alone would also find "قميص رقم 15".
    const digits = (await get(`?q=${encodeURIComponent('١٥ برو')}&search_in=name`)).json();
    expect(idsOf(digits)).toEqual([ids.phone]);
  });

  it('tolerates a typo through trigram similarity', async () => {
    const body = (await get(`?q=${encodeURIComponent('سامسونك')}&search_in=name`)).json();
    expect(idsOf(body)).toEqual([ids.samsung]);
  });

  it('searches only the fields named in search_in', async () => {
    const byName = (await get(`?q=${encodeURIComponent('ايفون')}&search_in=name`)).json();
    expect(idsOf(byName)).toEqual([ids.phone]);
    const byVendor = (await get(`?q=${encodeURIComponent('النور')}&search_in=vendor`)).json();
    expect(idsOf(byVendor).sort()).toEqual([ids.phone, ids.samsung].sort());
    const byCategory = (await get(`?q=${encodeURIComponent('ازياء')}&search_in=category`)).json();
    expect(idsOf(byCategory)).toEqual([ids.dress]);
  });

  it('treats LIKE wildcards in q as plain text', async () => {
    expect((await get('?q=%25')).json().count).toBe(0);
    expect((await get('?q=_')).json().count).toBe(0);
  });

  it.each([
    ['limit=-5', 'limit'],
    ['limit=0', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=1000', 'limit'],
    ['limit=1000000000', 'limit'],
    ['limit=1e9', 'limit'],
    ['limit=1.5', 'limit'],
    ['offset=-1', 'offset'],
    ['offset=10001', 'offset'],
    ['offset=99999999999999999999', 'offset'],
    ['vendor_id=not-a-uuid', 'vendor_id'],
    ['product_id=123', 'product_id'],
    ['search_in=price', 'search_in'],
    ['search_in=name,price', 'search_in'],
    ['search_in=,', 'search_in'],
    ['sort=cheapest', 'sort'],
    ['sort=', 'sort'],
    ['sort=PRICE_LOW', 'sort'],
    [`q=${'x'.repeat(201)}`, 'q'],
    [`q=${encodeURIComponent('ب'.repeat(5000))}`, 'q'],
  ])('rejects %s with a JSON 400 naming the field, never a 500', async (query, field) => {
    const res = await get(`?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: apiErrors.VALIDATION_FAILED,
      details: expect.arrayContaining([
        expect.objectContaining({ in: 'querystring', field: expect.stringMatching(`^${field}`) }),
      ]),
    });
  });

  it('accepts the deepest allowed offset and a 200-character query', async () => {
    expect((await get('?offset=10000')).statusCode).toBe(200);
    expect((await get(`?q=${encodeURIComponent('ب'.repeat(200))}`)).statusCode).toBe(200);
  });

  it('documents sort and the search fields in OpenAPI', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const params = spec.paths[url].get.parameters;
    const sort = params.find((p: { name: string }) => p.name === 'sort');
    expect(sort.schema.enum).toEqual(['newest', 'price_low', 'price_high', 'name']);
    const searchIn = params.find((p: { name: string }) => p.name === 'search_in');
    expect(searchIn.description).toMatch(/name, description, category, vendor/);
  });
});
