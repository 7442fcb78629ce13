import { productSorts } from '@souq/domain/schemas/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from './helpers/app';
import { fixtures } from './helpers/fixtures';

const url = '/functions/v1/export-products';

interface Listed {
  id: string;
  name: string;
  base_price: number;
  created_at: string;
}

describe('sorting products', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
    const f = fixtures(t.database.db);
    const shop = await f.vendor();
    // Equal prices and equal names on purpose: only the id can order those.
    const rows: [string, string][] = [
      ['ياسمين', '500.00'],
      ['أرز', '1500.00'],
      ['ارز', '1500.00'],
      ['إبريق', '250.50'],
      ['بطاطا', '1500.00'],
      ['مانجو', '99.99'],
      ['هيل', '3000.00'],
      ['واقي شمس', '500.00'],
      ['Zebra', '700.00'],
      ['123 قلم', '10.00'],
    ];
    for (const [name, basePrice] of rows) await f.product(shop.id, { name, basePrice });
  });
  afterAll(() => t.close());

  const list = async (query: string): Promise<Listed[]> => {
    const res = await t.app.inject({ method: 'GET', url: `${url}?limit=100&${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const byIdAsc = (a: Listed, b: Listed) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

  it('sorts by price, low to high, equal prices by id', async () => {
    const data = await list('sort=price_low');
    const expected = [...data].sort((a, b) => a.base_price - b.base_price || byIdAsc(a, b));
    expect(data.map((p) => p.id)).toEqual(expected.map((p) => p.id));
    expect(data[0]!.name).toBe('123 قلم');
  });

  it('sorts by price, high to low, equal prices by id descending', async () => {
    const data = await list('sort=price_high');
    const expected = [...data].sort((a, b) => b.base_price - a.base_price || byIdAsc(b, a));
    expect(data.map((p) => p.id)).toEqual(expected.map((p) => p.id));
    expect(data[0]!.name).toBe('هيل');
  });

  it('sorts by name in Arabic alphabetical order, hamza forms alike, Latin and digits first', async () => {
    const data = await list('sort=name');
    expect(data.map((p) => p.name)).toEqual([
      '123 قلم',
      'Zebra',
      'إبريق',
      ...['أرز', 'ارز'].sort((a, b) =>
        byIdAsc(data.find((p) => p.name === a)!, data.find((p) => p.name === b)!),
      ),
      'بطاطا',
      'مانجو',
      'هيل',
      'واقي شمس',
      'ياسمين',
    ]);
  });

  it('sorts newest first by default and with sort=newest', async () => {
    const data = await list('');
    const times = data.map((p) => p.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect((await list('sort=newest')).map((p) => p.id)).toEqual(data.map((p) => p.id));
  });

  it.each(productSorts)('pages through sort=%s without gaps or repeats', async (sort) => {
    const all = (await list(`sort=${sort}`)).map((p) => p.id);
    const paged: string[] = [];
    for (let offset = 0; offset < all.length; offset += 3) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${url}?sort=${sort}&limit=3&offset=${offset}`,
      });
      paged.push(...res.json().data.map((p: Listed) => p.id));
    }
    expect(paged).toEqual(all);
  });
});
