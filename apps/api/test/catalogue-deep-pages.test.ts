import { productList, productListQuery } from '@souq/domain/schemas/catalogue';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { rowsOf } from '../src/db/query';
import { SEEK_FROM_OFFSET } from '../src/modules/catalogue/page-starts';
import { catalogueRepository } from '../src/modules/catalogue/repository';
import { catalogueService } from '../src/modules/catalogue/service';
import { freshDatabase } from './helpers/db';
import { fixtures } from './helpers/fixtures';

/**
 * Deep pages of plain lists start from the sort keys an earlier read found at their offset
 * (page-starts.ts, docs/decisions/034): they must still be exactly the rows the offset names,
 * in every seekable order, before and after any write that moves rows, and a start read before
 * such a write must never be used.
 */
describe('deep pages of plain lists', () => {
  let database: Database;
  let categoryId: string;
  let otherShopId: string;
  beforeAll(async () => {
    database = await freshDatabase();
    const f = fixtures(database.db);
    const shop = await f.vendor({ vendorName: 'متجر النور' });
    const otherShop = await f.vendor({ vendorName: 'متجر الأمل' });
    otherShopId = otherShop.id;
    categoryId = (await f.category({ slug: 'deep-electronics', name: 'أجهزة عميقة' })).id;
    // Ties everywhere on purpose: three products per minute, 37 prices, 50 names, so only the
    // id orders many neighbours and a start inside a run of equal keys is exercised.
    const syllables = sql`(array['سا','رو','ني','بل','ما','ري','كو','زا','لي','تو'])`;
    await database.db.execute(sql`
      insert into products (vendor_id, category_id, name, base_price, currency, created_at)
      select case when n % 4 = 0 then ${otherShop.id}::uuid else ${shop.id}::uuid end,
        case when n % 3 = 0 then ${categoryId}::uuid end,
        'منتج ' || ${syllables}[1 + n % 10] || ${syllables}[1 + n / 10 % 5],
        (n % 37) * 10, case when n % 5 = 0 then 'USD' else 'SYP' end,
        timestamptz '2024-01-01' - (n / 3) * interval '1 minute'
      from generate_series(1, 600) as n`);
    await database.db.execute(sql`analyze`);
  });
  afterAll(() => database.close());

  const service = () => catalogueService(catalogueRepository(database.db), { countTtlMs: 0 });

  async function idsFrom(svc: ReturnType<typeof service>, query: string): Promise<string[]> {
    const parsed = productListQuery.parse(Object.fromEntries(new URLSearchParams(query)));
    const list = productList.parse(JSON.parse((await svc.listProducts(parsed)).text));
    return list.data.map((product) => product.id);
  }

  /** The truth, written independently of the page query: listed products in that order. */
  const orders: Record<string, { where: string; order: string }> = {
    newest: { where: '', order: 'created_at desc, id' },
    'sort=name': { where: '', order: 'name_search collate "C", id' },
    'sort=price_low&currency=SYP': { where: "and currency = 'SYP'", order: 'base_price, id' },
    'sort=price_high&currency=USD': {
      where: "and currency = 'USD'",
      order: 'base_price desc, id desc',
    },
    'category=deep-electronics': {
      where: 'and category_id = $category',
      order: 'created_at desc, id',
    },
    'vendor_id=$other': { where: 'and vendor_id = $other', order: 'created_at desc, id' },
  };
  const filled = (text: string) =>
    text.replaceAll('$category', `'${categoryId}'`).replaceAll('$other', `'${otherShopId}'`);

  async function expected(name: string, offset: number, limit: number): Promise<string[]> {
    const { where, order } = orders[name]!;
    const rows = await rowsOf<{ id: string }>(
      database.db,
      sql.raw(
        filled(`select id from products where is_active and store_active ${where}
          order by ${order} limit ${limit} offset ${offset}`),
      ),
    );
    return rows.map((row) => row.id);
  }

  const query = (name: string, offset: number, limit = 20) =>
    `${name === 'newest' ? '' : `${filled(name).replace(/'/g, '')}&`}limit=${limit}&offset=${offset}`;

  it.each(Object.keys(orders))(
    'reads every deep page of %s as the offset names it',
    async (name) => {
      const svc = service();
      // Each offset twice (the second read starts from the first's keys), then offsets a little
      // past a known start, and back.
      const offsets = [SEEK_FROM_OFFSET, SEEK_FROM_OFFSET, 130, 131, 150, 130, 199, 101, 100];
      for (const offset of offsets) {
        for (const limit of [20, 7]) {
          expect(await idsFrom(svc, query(name, offset, limit)), `${name} @${offset}`).toEqual(
            await expected(name, offset, limit),
          );
        }
      }
    },
  );

  it('stays exact after writes that move rows, with starts kept from before them', async () => {
    const svc = service();
    const f = fixtures(database.db);
    const check = async () => {
      for (const name of Object.keys(orders)) {
        for (const offset of [100, 120, 140]) {
          expect(await idsFrom(svc, query(name, offset)), `${name} @${offset}`).toEqual(
            await expected(name, offset, 20),
          );
        }
      }
    };
    await check();
    await check(); // every read above now has a start
    // A newer product: everything after it moves one place.
    await f.product(otherShopId, {
      name: 'منتج جديد',
      basePrice: '5.00',
      categoryId,
      createdAt: new Date('2030-01-01T00:00:00Z'),
    });
    await check();
    // A product before the offsets unlisted, one repriced, one renamed.
    await database.db.execute(sql`update products set is_active = false, status = 'draft'
      where id = (select id from products where is_active order by created_at desc, id offset 3 limit 1)`);
    await database.db.execute(sql`update products set base_price = 0
      where id = (select id from products where currency = 'SYP' order by base_price desc limit 1)`);
    await database.db.execute(sql`update products set name = 'ا أول'
      where id = (select id from products order by name_search collate "C" desc limit 1)`);
    await check();
    // A store suspended (its products leave every list through store_active) and back.
    await database.db.execute(sql`update vendor_profiles set status = 'suspended', is_active = false
      where id = ${otherShopId}`);
    await check();
    await database.db.execute(sql`update vendor_profiles set status = 'active', is_active = true
      where id = ${otherShopId}`);
    await check();
  });

  const version = async () =>
    (
      await rowsOf<{ version: string }>(database.db, sql`select version::text from listing_version`)
    )[0]!.version;

  it('raises the listing version on writes that move rows, not on stock changes', async () => {
    const before = await version();
    await database.db.execute(sql`update products set stock_count = stock_count + 1`);
    await database.db.execute(sql`update product_variants set stock_count = stock_count + 1`);
    expect(await version()).toBe(before);
    await database.db.execute(sql`update products set base_price = base_price where false`);
    const afterPrice = await version();
    expect(BigInt(afterPrice)).toBeGreaterThan(BigInt(before));
    await database.db.execute(sql`update categories set slug = slug where id = ${categoryId}`);
    expect(BigInt(await version())).toBeGreaterThan(BigInt(afterPrice));
  });

  it('uses a start only at the version it was read at', async () => {
    const repository = catalogueRepository(database.db);
    const filter = { limit: 5, offset: 150 };
    const current = await version();
    // A start that names another row (offset 300's keys, said to be at 150): at the current
    // version the page begins there, which shows the start is really used ...
    const [far] = await repository.productPage({ limit: 1, offset: 300, seek: {} });
    const start = { offset: 150, keys: far!.keys as string[], version: current };
    const started = await repository.productPage({ ...filter, seek: { start } });
    expect(started.map((row) => JSON.parse(row.card).id)).toEqual(await expected('newest', 300, 5));
    // ... and at any other version it answers nothing (the service then reads the page from
    // its offset, as the tests above check).
    const stale = { ...start, version: String(BigInt(current) - 1n) };
    expect(await repository.productPage({ ...filter, seek: { start: stale } })).toEqual([]);
  });
});
