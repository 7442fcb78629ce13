import { vendorList } from '@souq/domain/schemas/vendors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from './helpers/app';
import { fixtures } from './helpers/fixtures';

/**
 * Decision 008: the vendors map filters by category without downloading products, so every
 * vendor of export-vendors names the distinct categories of its active products.
 */
describe('export-vendors product_categories', () => {
  let t: TestApp;
  let shop: { id: string };
  let empty: { id: string };

  beforeAll(async () => {
    t = await testApp();
    const f = fixtures(t.database.db);
    const food = await f.category({ slug: 'food', name: 'أغذية' });
    const sweets = await f.category({ slug: 'sweets', name: 'حلويات' });
    const retired = await f.category({ slug: 'retired', name: 'قديمة' });
    shop = await f.vendor({ vendorName: 'ب متجر الأصناف' });
    empty = await f.vendor({ vendorName: 'أ متجر فارغ' });
    await f.product(shop.id, { name: 'زيت', categoryId: food.id });
    await f.product(shop.id, { name: 'جبن', categoryId: food.id });
    await f.product(shop.id, { name: 'معمول', categoryId: sweets.id });
    await f.product(shop.id, { name: 'بلا صنف' });
    await f.product(shop.id, { name: 'مخفي', categoryId: retired.id, isActive: false });
  });
  afterAll(() => t.close());

  async function list(query = '') {
    const res = await t.app.inject({ method: 'GET', url: `/functions/v1/export-vendors${query}` });
    expect(res.statusCode).toBe(200);
    return vendorList.parse(res.json());
  }

  it('lists each category once, skips uncategorised and inactive products', async () => {
    const byId = new Map((await list()).data.map((v) => [v.id, v]));
    expect(byId.get(shop.id)?.product_categories).toEqual(['أغذية', 'حلويات']);
    expect(byId.get(shop.id)?.total_products).toBe(4);
    expect(byId.get(empty.id)?.product_categories).toEqual([]);
  });

  it('comes without products, and with them when asked', async () => {
    const [plain] = (await list(`?vendor_id=${shop.id}`)).data;
    expect(plain?.products).toBeUndefined();
    expect(plain?.product_categories).toHaveLength(2);
    const [full] = (await list(`?vendor_id=${shop.id}&include_products=true`)).data;
    expect(full?.product_categories).toEqual(['أغذية', 'حلويات']);
    expect(full?.products).toHaveLength(4);
  });
});
