import { productList, productListQuery } from '@souq/domain/schemas/catalogue';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database, Db } from '../src/db/client';
import { rowsOf } from '../src/db/query';
import { pageQuery } from '../src/modules/catalogue/product-sql';
import { catalogueRepository } from '../src/modules/catalogue/repository';
import { resolveQuery, searchCondition } from '../src/modules/catalogue/search-sql';
import { catalogueService, productRequest } from '../src/modules/catalogue/service';
import { freshDatabase } from './helpers/db';
import { fixtures } from './helpers/fixtures';

/**
 * The list's shape in the database: a fixed number of round trips whatever the page holds, and
 * plans that use the indexes made for them (scripts/bench/explain-catalogue.mjs shows the same
 * at 100,000 products).
 */
describe('product list queries', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
    const f = fixtures(database.db);
    const shop = await f.vendor({ vendorName: 'متجر النور' });
    for (let i = 0; i < 25; i++) {
      await f.product(
        shop.id,
        { name: `سامسونج جالكسي ${i}`, description: 'هاتف ذكي' },
        {
          images: [1, 2, 3].map((n) => ({ imageUrl: `/media/${i}-${n}.webp`, sortOrder: n })),
          variants: [{ size: 'S' }, { size: 'M' }],
        },
      );
    }
    // Enough other products, with thousands of made-up Arabic words in their names, that
    // walking an index beats reading everything, as it does in production.
    const syllables = sql`(array['سا','رو','ني','بل','ما','ري','كو','زا','لي','تو','فا','دي','نو','مي','حا','شي'])`;
    await database.db.execute(sql`
      insert into products (vendor_id, name, base_price, created_at)
      select ${shop.id},
        'منتج ' || ${syllables}[1 + n % 16] || ${syllables}[1 + n / 16 % 16] || ${syllables}[1 + n / 256 % 16],
        n % 97, timestamptz '2024-01-01' - n * interval '1 minute'
      from generate_series(1, 5000) as n`);
    // As autovacuum leaves them: statistics, and the trigram indexes' pending entries merged
    // (a GIN index still holding a bulk load's pending list costs more than reading the table).
    await database.db.execute(sql`vacuum analyze`);
  });
  afterAll(() => database.close());

  /** The database with every statement counted, those run inside transactions included. */
  function countingDb() {
    const counter = { statements: 0 };
    const countingQueries = <T extends object>(client: T): T =>
      new Proxy(client, {
        get(object, property) {
          const value: unknown = Reflect.get(object, property, object);
          if (property !== 'query' || typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            counter.statements++;
            return value.apply(object, args);
          };
        },
      });
    const counting = <T extends object>(target: T): T =>
      new Proxy(target, {
        get(object, property, receiver) {
          const value: unknown = Reflect.get(object, property, receiver);
          if (property === 'execute') {
            const execute = value as (query: SQL) => unknown;
            return (query: SQL) => {
              counter.statements++;
              return execute.call(object, query);
            };
          }
          // Named statements go to the driver's pool itself (db/query.ts preparedRowsOf).
          if (property === '$client' && value && typeof value === 'object') {
            return countingQueries(value);
          }
          if (property === 'transaction') {
            const transaction = value as (run: (tx: object) => unknown) => unknown;
            return (run: (tx: object) => unknown) =>
              transaction.call(object, (tx: object) => run(counting(tx)));
          }
          return value;
        },
      });
    return { db: counting(database.db) as Db, counter };
  }

  async function statementsFor(query: string) {
    const { db, counter } = countingDb();
    const service = catalogueService(catalogueRepository(db), { countTtlMs: 0 });
    const parsed = productListQuery.parse(Object.fromEntries(new URLSearchParams(query)));
    const list = productList.parse(JSON.parse((await service.listProducts(parsed)).text));
    return { statements: counter.statements, list };
  }

  it.each([
    ['a plain page: page, count', '', 2],
    ['a search: resolve, page (counts too)', '&q=سامسونج', 2],
  ])('reads %s, however many products a page holds', async (_, query, statements) => {
    const small = await statementsFor(`limit=2${query}`);
    const large = await statementsFor(`limit=20${query}`);
    expect(small.statements).toBe(statements);
    expect(large.statements).toBe(statements);
    expect(large.list.data).toHaveLength(20);
    expect(large.list.data.every((p) => p.product_images.length === 3)).toBe(true);
    expect(large.list.data.every((p) => p.product_variants.length === 2)).toBe(true);
  });

  // A large search in parallel workers multiplies the work under many shoppers (decision 006).
  it.skipIf(inject('testDatabase').kind !== 'postgres')(
    'runs every connection without parallel workers',
    async () => {
      const settings = await Promise.all(
        Array.from({ length: 3 }, () =>
          rowsOf<{ workers: string }>(
            database.db,
            sql`select current_setting('max_parallel_workers_per_gather') as workers`,
          ),
        ),
      );
      expect(settings.map(([row]) => row?.workers)).toEqual(['0', '0', '0']);
    },
  );

  // PGlite runs every query unnamed (its one connection lives in the process).
  it.skipIf(inject('testDatabase').kind !== 'postgres')(
    'plans a plain page once per connection: its named statement keeps the generic plan',
    async () => {
      const repository = catalogueRepository(database.db);
      // One at a time, so the pool hands out the same connection (its last released).
      for (let i = 0; i < 8; i++)
        await repository.productPage({ sort: 'name', limit: 20, offset: 0 });
      const [plans] = await rowsOf<{ generic: number; custom: number }>(
        database.db,
        sql`select coalesce(sum(generic_plans), 0)::int as generic,
            coalesce(sum(custom_plans), 0)::int as custom
          from pg_prepared_statements where statement like '%name_search collate "C"%limit 20 offset 0%'`,
      );
      expect(plans!.generic).toBeGreaterThanOrEqual(3);
    },
  );

  /**
   * `indexable`: only bitmap scans allowed, and those need a condition an index can answer; a
   * query no index fits shows a (disabled, but still chosen) sequential scan instead.
   */
  async function plan(query: SQL, { indexable = false } = {}): Promise<string> {
    return database.db.transaction(async (tx) => {
      if (indexable) {
        for (const setting of ['enable_seqscan', 'enable_indexscan', 'enable_indexonlyscan']) {
          await tx.execute(sql.raw(`set local ${setting} = off`));
        }
      }
      const result = (await tx.execute(sql`explain ${query}`)) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  }

  async function pagePlan(queryString: string, options = {}) {
    const query = productListQuery.parse(Object.fromEntries(new URLSearchParams(queryString)));
    const filter = await catalogueService(catalogueRepository(database.db)).productFilter(query);
    return plan(pageQuery(filter), options);
  }

  it.each([
    ['newest', '', /Index (Only )?Scan using products_listed_created_idx/],
    // Across currencies: one walk of each currency's prices (decision 018).
    ['price_low', 'sort=price_low', /Index (Only )?Scan using products_listed_currency_price_idx/],
    [
      'price_high',
      'sort=price_high',
      /Index (Only )?Scan Backward using products_listed_currency_price_idx/,
    ],
    [
      'price_low in one currency',
      'sort=price_low&currency=USD',
      /Index (Only )?Scan using products_listed_(currency_)?price_idx/,
    ],
    ['name', 'sort=name', /Index (Only )?Scan using products_listed_name_idx/],
  ])('walks an index in %s order', async (_, query, index) => {
    expect(await pagePlan(query)).toMatch(index);
  });

  /** The search condition alone (the page query adds the listed flags, which partial indexes answer). */
  async function searchPlan(q: string, searchIn?: string) {
    const query = productListQuery.parse({ q, search_in: searchIn });
    const { search } = productRequest(query);
    const resolved = await catalogueRepository(database.db).resolveSearch(
      search!.terms,
      search!.fields,
    );
    return plan(sql`select p.id from products p where ${searchCondition(resolved)}`, {
      indexable: true,
    });
  }

  it('finds words through the trigram indexes of names and descriptions', async () => {
    const text = await searchPlan('سامسونج');
    expect(text).toMatch(/Bitmap Index Scan on products_name_trgm_idx/);
    expect(text).toMatch(/Bitmap Index Scan on products_description_trgm_idx/);
    expect(text).not.toMatch(/Seq Scan/);
    // A short word at a word start, and typo-corrected spellings, too.
    expect(await searchPlan('هاتف ٢', 'name')).not.toMatch(/Seq Scan/);
    expect(await searchPlan('سامسونق', 'name')).not.toMatch(/Seq Scan/);
  });

  /**
   * The plans of the statements run inside the resolve step's database function (migration
   * 0023), as auto_explain reports them to the client: EXPLAIN shows only the function call.
   * PostgreSQL only (PGlite has no auto_explain).
   */
  async function resolvePlans(q: string, searchIn: string) {
    const { search } = productRequest(productListQuery.parse({ q, search_in: searchIn }));
    const query = resolveQuery(search!.terms!.words, search!.fields)!;
    const { sql: text, params } = new PgDialect().sqlToQuery(query);
    // A connection of its own: the function's plans are made once per connection.
    const client = new pg.Client((database.db.$client as pg.Pool).options);
    await client.connect();
    const plans: string[] = [];
    client.on('notice', (notice) => plans.push(notice.message ?? ''));
    try {
      await client.query(`load 'auto_explain'`);
      await client.query(`set auto_explain.log_min_duration = 0`);
      await client.query(`set auto_explain.log_nested_statements = on`);
      await client.query(`set auto_explain.log_level = notice`);
      await client.query(`set client_min_messages = notice`);
      await client.query(text, params);
    } finally {
      await client.end();
    }
    return plans.join('\n');
  }

  it.skipIf(inject('testDatabase').kind !== 'postgres')(
    'corrects typos through the trigram index of the catalogue words',
    async () => {
      const plans = await resolvePlans('سامسونق', 'name');
      expect(plans).toMatch(/Bitmap Index Scan on catalogue_words_trgm_idx/);
      expect(plans).not.toMatch(/Seq Scan on catalogue_words/);
    },
  );
});
