import { productListQuery } from '@souq/domain/schemas/catalogue';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, vendorProfiles } from '../src/db/schema';
import { catalogueRepository } from '../src/modules/catalogue/repository';
import { rankSearch } from '../src/modules/catalogue/search-index/rank';
import { type SearchIndexSync, searchIndexSync } from '../src/modules/catalogue/search-index/sync';
import { catalogueService } from '../src/modules/catalogue/service';
import { type TestApp, testApp } from './helpers/app';
import { fixtures } from './helpers/fixtures';

/**
 * The copy of the search index each server keeps in memory (decision 040) follows every
 * write through search_index_changes (migration 0024): two copies on one database stand for
 * two servers of a cluster; each must see a write made anywhere once it has committed.
 */
describe('the search index in memory', () => {
  let t: TestApp;
  let servers: SearchIndexSync[];

  beforeAll(async () => {
    t = await testApp();
    servers = [searchIndexSync(t.database.db), searchIndexSync(t.database.db)];
    // The first is read before the writes below, the second not until its first search.
    await servers[0]!.warm();
  });
  afterAll(async () => {
    for (const server of servers) server.close();
    await t.close();
  });

  /** Ids each server's copy ranks for q, after a look at the log (the second read whole). */
  async function found(q: string): Promise<string[][]> {
    const service = catalogueService(catalogueRepository(t.database.db));
    const filter = await service.productFilter(productListQuery.parse({ q, limit: '50' }));
    return Promise.all(
      servers.map(async (server) => {
        // The second copy's first search finds it unread: it is read, then looked at again.
        if (!(await server.current())) await server.warm();
        return rankSearch((await server.current())!, filter.search!, 0, 50).ids;
      }),
    );
  }

  it('follows a product from its creation to its deletion, on both copies', async () => {
    const f = fixtures(t.database.db);
    const db = t.database.db;
    const store = await f.vendor({ vendorName: 'متجر النور', isActive: true });
    expect(await found('قنديل')).toEqual([[], []]);

    const lamp = await f.product(store.id, { name: 'قنديل نحاسي', description: 'للزينة' });
    expect(await found('قنديل')).toEqual([[lamp.id], [lamp.id]]);

    await db.update(products).set({ name: 'فانوس نحاسي' }).where(eq(products.id, lamp.id));
    expect(await found('قنديل')).toEqual([[], []]);
    expect(await found('فانوس')).toEqual([[lamp.id], [lamp.id]]);

    await db
      .update(products)
      .set({ isActive: false, status: 'draft' })
      .where(eq(products.id, lamp.id));
    expect(await found('فانوس')).toEqual([[], []]);
    await db
      .update(products)
      .set({ isActive: true, status: 'active' })
      .where(eq(products.id, lamp.id));
    expect(await found('فانوس')).toEqual([[lamp.id], [lamp.id]]);

    // A store suspended takes its products out of every search; reinstated, they come back.
    await db
      .update(vendorProfiles)
      .set({ isActive: false, status: 'suspended' })
      .where(eq(vendorProfiles.id, store.id));
    expect(await found('فانوس')).toEqual([[], []]);
    await db
      .update(vendorProfiles)
      .set({ isActive: true, status: 'active' })
      .where(eq(vendorProfiles.id, store.id));
    expect(await found('فانوس')).toEqual([[lamp.id], [lamp.id]]);

    // Stock moves on every order: not an index change, and nothing is logged for it.
    await db.update(products).set({ stockCount: 3 }).where(eq(products.id, lamp.id));
    expect(await found('فانوس')).toEqual([[lamp.id], [lamp.id]]);

    await db.delete(products).where(eq(products.id, lamp.id));
    expect(await found('فانوس')).toEqual([[], []]);
  });

  it('lists through the service what a write just changed (the look rides in the resolve step)', async () => {
    const f = fixtures(t.database.db);
    const store = await f.vendor({ vendorName: 'متجر الحدائق', isActive: true });
    const service = catalogueService(catalogueRepository(t.database.db), {
      searchIndex: servers[0],
    });
    const listed = async (q: string) => {
      const text = await service.listProducts(productListQuery.parse({ q }));
      const page = JSON.parse(text.text) as { data: { id: string }[]; count: number };
      return { ids: page.data.map((product) => product.id), count: page.count };
    };
    expect(await listed('مرشه')).toEqual({ ids: [], count: 0 });
    const hose = await f.product(store.id, { name: 'مرشة ماء', description: 'للحديقة' });
    expect(await listed('مرشه')).toEqual({ ids: [hose.id], count: 1 });
    await t.database.db
      .update(products)
      .set({ isActive: false, status: 'draft' })
      .where(eq(products.id, hose.id));
    expect(await listed('مرشه')).toEqual({ ids: [], count: 0 });
  });

  it('finds through a store name what the store sells', async () => {
    const f = fixtures(t.database.db);
    const store = await f.vendor({ vendorName: 'دار الخزف', isActive: true });
    const cup = await f.product(store.id, { name: 'كوب', description: 'للشاي' });
    expect(await found('الخزف')).toEqual([[cup.id], [cup.id]]);
  });
});

/**
 * A transaction still open when a copy looks at the log has an id at or above the snapshot's
 * xmin, so the next look reads its rows again: its product is found once it commits. Needs two
 * connections, so PostgreSQL only (PGlite has one).
 */
describe('a write committed after a look began', () => {
  let t: TestApp;
  let server: SearchIndexSync;

  beforeAll(async () => {
    t = await testApp();
    server = searchIndexSync(t.database.db);
    await server.warm();
  });
  afterAll(async () => {
    server.close();
    await t.close();
  });

  it('is found at the next search', async (context) => {
    const pool = (t.database.db as unknown as { $client: unknown }).$client;
    if (!(pool instanceof pg.Pool)) return context.skip();
    const f = fixtures(t.database.db);
    const store = await f.vendor({ vendorName: 'متجر المرايا', isActive: true });
    const service = catalogueService(catalogueRepository(t.database.db));
    const ids = async () => {
      const filter = await service.productFilter(productListQuery.parse({ q: 'مرايه' }));
      return rankSearch((await server.current())!, filter.search!, 0, 20).ids;
    };
    const writer = await pool.connect();
    try {
      await writer.query('begin');
      const {
        rows: [row],
      } = await writer.query<{ id: string }>(
        `insert into products (vendor_id, name, description, base_price, currency, stock_count)
         values ($1, 'مرايه مذهبه', 'للحائط', 10, 'SYP', 1) returning id`,
        [store.id],
      );
      // Looked at while the insert is uncommitted: not there yet.
      expect(await ids()).toEqual([]);
      await writer.query('commit');
      expect(await ids()).toEqual([row!.id]);
    } finally {
      writer.release();
    }
  });
});
