import { productList } from '@souq/domain/schemas/catalogue';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema';
import { type TestApp, testApp } from './helpers/app';
import { fixtures } from './helpers/fixtures';

const url = '/functions/v1/export-products';

/** What a shopper in Syria types, and what they expect to find (docs/decisions/006). */
describe('searching products in Arabic', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await testApp();
    const f = fixtures(t.database.db);
    const electronics = await f.category({ slug: 'electronics', name: 'إلكترونيات' });
    const fashion = await f.category({ slug: 'fashion', name: 'أزياء' });
    const home = await f.category({ slug: 'home', name: 'المنزل والحديقة' });
    const noor = await f.vendor({ vendorName: 'متجر النور' });
    const elegance = await f.vendor({ vendorName: 'بيت الأناقة' });
    const add = async (key: string, vendorId: string, values: Parameters<typeof f.product>[1]) => {
      ids[key] = (await f.product(vendorId, values)).id;
    };
    await add('shoes', elegance.id, { name: 'أحذية رياضية للجري', categoryId: fashion.id });
    await add('bookcase', elegance.id, { name: 'مكتبة خشبية كبيرة', categoryId: home.id });
    await add('phone2', noor.id, { name: 'هاتف 2', categoryId: electronics.id });
    await add('phone256', noor.id, { name: 'هاتف 256 جيجا', categoryId: electronics.id });
    await add('samsung', noor.id, { name: 'سامسونج جالكسي', categoryId: electronics.id });
    await add('samsungAlt', noor.id, { name: 'سامسونغ نوت', categoryId: electronics.id });
    await add('iphone', noor.id, { name: 'آيفون 15', categoryId: electronics.id });
    await add('cover', noor.id, {
      name: 'غطاء حماية',
      description: 'مناسب لهاتف آيفون 15 وسامسونج',
      categoryId: electronics.id,
    });
    await add('blackPhone', noor.id, { name: 'هاتف أسود', categoryId: electronics.id });
    await add('phoneCase', elegance.id, { name: 'جراب هاتف', description: 'جلد أسود طبيعي' });
    await add('blackShirt', elegance.id, { name: 'قميص أسود', categoryId: fashion.id });
  });
  afterAll(() => t.close());

  /** Fresh from the database: a test must not see the previous test's cached answer. */
  const search = async (q: string, extra = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${url}?limit=100&q=${encodeURIComponent(q)}${extra}`,
      headers: { 'cache-control': 'no-cache' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return productList.parse(res.json());
  };
  const found = async (q: string, extra = '') => (await search(q, extra)).data.map((p) => p.id);
  const key = (id: string) => Object.entries(ids).find(([, value]) => value === id)?.[0];
  const foundKeys = async (q: string, extra = '') => (await found(q, extra)).map(key);

  it.each([
    ['احذيه', 'shoes'],
    ['مكتبه', 'bookcase'],
    ['ايفون', 'iphone'],
    ['هاتف ٢', 'phone2'],
    ['سامسونق', 'samsung'],
  ])('%s finds %s', async (q, expected) => {
    expect(await foundKeys(q)).toContain(expected);
  });

  it('ignores diacritics and tatweel in the query', async () => {
    for (const q of ['هَاتِف', 'هـاتـف', 'هاتف']) {
      expect((await foundKeys(q, '&search_in=name')).sort(), q).toEqual(
        ['blackPhone', 'phone2', 'phone256', 'phoneCase'].sort(),
      );
    }
  });

  it('ranks a name match above a mention in the description', async () => {
    expect(await foundKeys('ايفون')).toEqual(['iphone', 'cover']);
  });

  it('ranks an exact match above a typo-tolerant one, and both above the description', async () => {
    expect(await foundKeys('سامسونج')).toEqual(['samsung', 'samsungAlt', 'cover']);
  });

  it('corrects a typo against the words of product names only', async () => {
    // "سامسونق" (ق for g, as often typed in Syria) means سامسونج or سامسونغ; the description
    // mention is not typo-corrected (long text: slow and noisy).
    expect((await foundKeys('سامسونق')).sort()).toEqual(['samsung', 'samsungAlt'].sort());
  });

  it('matches the last word as a prefix while typing, the exact name first', async () => {
    expect(await foundKeys('هاتف ٢')).toEqual(['phone2', 'phone256']);
    expect(await foundKeys('سامس', '&search_in=name')).toEqual(['samsungAlt', 'samsung']);
    expect(await foundKeys('هاتف 25')).toEqual(['phone256']);
  });

  it('needs every word somewhere, ranking by how many are in the name', async () => {
    // blackPhone has both words in its name; phoneCase has "أسود" only in its description;
    // blackShirt has no "هاتف" at all.
    expect(await foundKeys('هاتف اسود')).toEqual(['blackPhone', 'phoneCase']);
  });

  it('searches only the fields named in search_in', async () => {
    expect(await foundKeys('اسود', '&search_in=description')).toEqual(['phoneCase']);
    expect((await foundKeys('الكترونيات', '&search_in=category')).length).toBe(7);
    expect((await foundKeys('الاناقه', '&search_in=vendor')).sort()).toEqual(
      ['shoes', 'bookcase', 'phoneCase', 'blackShirt'].sort(),
    );
    expect(await foundKeys('الاناقه', '&search_in=name')).toEqual([]);
  });

  it('tolerates a typo in a vendor name', async () => {
    expect((await found('النوور', '&search_in=vendor')).length).toBe(7);
  });

  it('pages through search results without gaps or repeats', async () => {
    const all = await found('هاتف');
    expect(all.length).toBeGreaterThan(4);
    const paged: string[] = [];
    for (let offset = 0; offset < all.length + 2; offset += 2) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${url}?limit=2&offset=${offset}&q=${encodeURIComponent('هاتف')}`,
      });
      const body = res.json();
      expect(body.count).toBe(all.length);
      paged.push(...body.data.map((p: { id: string }) => p.id));
    }
    expect(paged).toEqual(all);
  });

  it('orders the matches by an explicit sort instead of relevance', async () => {
    const byPrice = (await search('هاتف', '&sort=price_high')).data;
    const prices = byPrice.map((p) => p.base_price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(byPrice.map((p) => p.id).sort()).toEqual((await found('هاتف')).sort());
  });

  it('treats a query of only diacritics as no query, and only punctuation as no match', async () => {
    expect((await search('ـــ')).count).toBe(Object.keys(ids).length);
    expect((await search('!!')).count).toBe(0);
  });

  it('finds a product added since the same search was last run (its statement is kept, not its rows)', async () => {
    // Asked again with the same words, the search reuses its built statements
    // (modules/catalogue/built-queries.ts): the rows must still be read fresh.
    const before = await found('هاتف');
    const store = await fixtures(t.database.db).vendor({ vendorName: 'متجر الأمل' });
    const added = await fixtures(t.database.db).product(store.id, { name: 'هاتف أزرق' });
    const after = await found('هاتف');
    expect(after).toHaveLength(before.length + 1);
    expect(after).toContain(added.id);
  });

  it('learns the words of renamed products for typo correction', async () => {
    expect(await found('بنطلوم')).toEqual([]);
    await t.database.db
      .update(products)
      .set({ name: 'بنطلون جينز' })
      .where(eq(products.id, ids.blackShirt!));
    expect(await foundKeys('بنطلوم')).toEqual(['blackShirt']);
  });
});
