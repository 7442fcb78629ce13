import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from './helpers/app';
import { fixtures } from './helpers/fixtures';

const url = '/functions/v1/export-products';

interface Listed {
  name: string;
  currency: string;
}

/** Decision 018: prices of different currencies sort by value at the reference rates. */
describe('sorting prices across currencies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ env: { EXCHANGE_RATES: 'USD=10000,TRY=300' } });
    const f = fixtures(t.database.db);
    const shop = await f.vendor();
    const rows: [string, string, string][] = [
      ['ساعة', '1.00', 'USD'], // 10,000 ل.س
      ['قلم', '5000.00', 'SYP'],
      ['شال', '100.00', 'TRY'], // 30,000 ل.س
      ['كوب', '0.20', 'USD'], // 2,000 ل.س
      ['سجادة', '20000.00', 'SYP'],
    ];
    for (const [name, basePrice, currency] of rows) {
      await f.product(shop.id, { name, basePrice, currency });
    }
  });
  afterAll(() => t.close());

  const names = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `${url}?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return { names: res.json().data.map((p: Listed) => p.name), count: res.json().count };
  };

  it('orders by value, not by the bare number', async () => {
    expect((await names('sort=price_low&limit=100')).names).toEqual([
      'كوب',
      'قلم',
      'ساعة',
      'سجادة',
      'شال',
    ]);
    expect((await names('sort=price_high&limit=100')).names).toEqual([
      'شال',
      'سجادة',
      'ساعة',
      'قلم',
      'كوب',
    ]);
  });

  it('pages through the merged currencies without gaps or repeats', async () => {
    const paged: string[] = [];
    for (let offset = 0; offset < 5; offset += 2) {
      paged.push(...(await names(`sort=price_low&limit=2&offset=${offset}`)).names);
    }
    expect(paged).toEqual(['كوب', 'قلم', 'ساعة', 'سجادة', 'شال']);
  });

  it('filters by currency and counts only that currency', async () => {
    expect(await names('currency=USD&sort=price_high&limit=100')).toEqual({
      names: ['ساعة', 'كوب'],
      count: 2,
    });
    const res = await t.app.inject({ method: 'GET', url: `${url}?currency=GBP` });
    expect(res.statusCode).toBe(400);
  });
});
