import { vendorListQuery } from '@souq/domain/schemas/vendors';
import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../src/db/client';
import { vendorStoreImages } from '../src/db/schema';
import { vendorsRepository } from '../src/modules/vendors/repository';
import { vendorsService } from '../src/modules/vendors/service';
import { freshDatabase } from './helpers/db';
import { fixtures } from './helpers/fixtures';

/** A page of vendors costs the same few statements however many vendors it holds (no N+1). */
describe('vendor list queries', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
    const f = fixtures(database.db);
    for (let i = 0; i < 12; i++) {
      const shop = await f.vendor({ vendorName: `متجر ${String(i).padStart(2, '0')}` });
      await database.db
        .insert(vendorStoreImages)
        .values([1, 2].map((n) => ({ vendorId: shop.id, imageUrl: `/media/${i}-${n}.webp` })));
      for (let p = 0; p < 3; p++) await f.product(shop.id, { name: `منتج ${i}-${p}` });
    }
  });
  afterAll(() => database.close());

  async function statementsFor(query: string) {
    let statements = 0;
    const db = new Proxy(database.db, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (property !== 'execute') return value;
        return (query: SQL) => {
          statements++;
          return (value as (q: SQL) => unknown).call(target, query);
        };
      },
    }) as Db;
    const service = vendorsService(vendorsRepository(db));
    const parsed = vendorListQuery.parse(Object.fromEntries(new URLSearchParams(query)));
    return { statements, list: await service.listVendors(parsed), count: () => statements };
  }

  it.each([
    ['page and count', '', 2],
    ['page, count and every vendor’s products', '&include_products=true', 3],
  ])('reads %s, however many vendors a page holds', async (_, query, expected) => {
    const small = await statementsFor(`limit=2${query}`);
    const large = await statementsFor(`limit=12${query}`);
    expect(small.count()).toBe(expected);
    expect(large.count()).toBe(expected);
    expect(large.list.data).toHaveLength(12);
    expect(large.list.data.every((v) => v.store_images.length === 2)).toBe(true);
    expect(large.list.data.every((v) => v.total_products === 3)).toBe(true);
    if (query) expect(large.list.data.every((v) => v.products?.length === 3)).toBe(true);
  });
});
