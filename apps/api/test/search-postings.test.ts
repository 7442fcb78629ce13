import { readFileSync } from 'node:fs';
import { productListQuery } from '@souq/domain/schemas/catalogue';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/query';
import { products, vendorProfiles } from '../src/db/schema';
import {
  answeredByPostings,
  plainRelevanceSearch,
  postingsPageQuery,
} from '../src/modules/catalogue/postings-sql';
import { textPageQuery } from '../src/modules/catalogue/product-sql';
import { catalogueRepository } from '../src/modules/catalogue/repository';
import { rankSearch } from '../src/modules/catalogue/search-index/rank';
import { type SearchIndexSync, searchIndexSync } from '../src/modules/catalogue/search-index/sync';
import { catalogueService } from '../src/modules/catalogue/service';
import { seedProducts } from '../src/seed/data/products';
import { type TestApp, testApp } from './helpers/app';
import { demoCatalogueWords } from './helpers/demo-catalogue';
import { fixtures } from './helpers/fixtures';

/**
 * The search index (migration 0018, docs/decisions/031-search-postings.md): triggers keep it in
 * step with products, and a search answered from it finds, orders and counts exactly what the
 * text tests (search-sql.ts) do.
 */

const { cases } = JSON.parse(
  readFileSync(
    new URL('../../../scripts/bench/search-quality-cases.json', import.meta.url),
    'utf8',
  ),
) as { cases: { kind: string; q: string }[] };

describe('search answered from the postings', () => {
  let t: TestApp;
  let memory: SearchIndexSync;

  beforeAll(async () => {
    t = await testApp();
    const f = fixtures(t.database.db);
    const vendorIds = await demoCatalogueWords(t.database.db);
    // A hidden product and a product of a suspended store hold the same words: never found.
    const [first] = seedProducts;
    await f.product(vendorIds.get(first!.vendorKey)!, { name: first!.name, isActive: false });
    const suspended = await f.vendor({ vendorName: 'متجر موقوف', isActive: false });
    await f.product(suspended.id, { name: first!.name });
    // The index in memory (decision 040) is read once here; each comparison brings it up to
    // date from the change log, as the API does before each search.
    memory = searchIndexSync(t.database.db);
    await memory.warm();
  }, 300_000);
  afterAll(async () => {
    memory.close();
    await t.close();
  });

  /** Both ways of answering one query string: card ids in order, and the total. */
  async function bothWays(queryString: string) {
    const service = catalogueService(catalogueRepository(t.database.db));
    const query = productListQuery.parse(Object.fromEntries(new URLSearchParams(queryString)));
    const filter = await service.productFilter(query);
    const run = async (page: ReturnType<typeof textPageQuery>) => {
      const rows = await rowsOf<{ total: number; card: string }>(t.database.db, page);
      return {
        total: rows[0]?.total ?? 0,
        ids: rows.map((row) => (JSON.parse(row.card) as { id: string }).id),
      };
    };
    const text = await run(textPageQuery(filter));
    const index = await memory.current();
    expect(index).not.toBeNull();
    // In memory: a plain search the API ranks there; the total is known past the end too.
    if (plainRelevanceSearch(filter)) {
      const ranked = rankSearch(index!, filter.search!, filter.offset, filter.limit);
      expect(ranked.ids, `in memory: ${decodeURIComponent(queryString)}`).toEqual(text.ids);
      if (text.ids.length > 0) expect(ranked.total).toBe(text.total);
    }
    return { filter, text, postings: await run(postingsPageQuery(filter)) };
  }

  // Every kind of the quality suite (stems, plurals, other scripts, swaps, typos, ranking,
  // exact names), and queries that exercise the other branches: short words (whole word, and
  // a prefix when last), several words, phrase and prefix ranks, fields, pages past the first.
  const kinds = [...new Set(cases.map((c) => c.kind))];
  const fromSuite = kinds.flatMap((kind) =>
    cases
      .filter((c) => c.kind === kind)
      .slice(0, 12)
      .map((c) => c.q),
  );
  const queries = [
    ...fromSuite.map((q) => `q=${encodeURIComponent(q)}&limit=50`),
    ...['زيت', 'هاتف', 'سامسونق', 'فساتن', 'الفساتين', 'samsung', 'عسل', 'كريم', 'قه'].flatMap(
      (q) => [
        `q=${encodeURIComponent(q)}&limit=50`,
        `q=${encodeURIComponent(q)}&limit=5&offset=5`,
        `q=${encodeURIComponent(q)}&search_in=name&limit=50`,
        `q=${encodeURIComponent(q)}&search_in=description&limit=50`,
        `q=${encodeURIComponent(q)}&search_in=vendor,category&limit=50`,
      ],
    ),
    `q=${encodeURIComponent('هاتف سامسونج')}&limit=50`,
    `q=${encodeURIComponent('زيت زيتون')}&limit=50`,
    `q=${encodeURIComponent('احذيه رياضيه')}&limit=50`,
    `q=${encodeURIComponent('2 هاتف')}&limit=50`,
    `q=${encodeURIComponent('متجر')}&limit=50`,
    // Forms with regex characters: "t-shirt" among the forms of "تيشرت".
    `q=${encodeURIComponent('تيشرت')}&limit=50`,
    `q=${encodeURIComponent('usb-c')}&limit=50`,
    `q=${encodeURIComponent('(جديد)')}&limit=50`,
  ];

  it('finds, orders and counts what the text tests do', async () => {
    let answered = 0;
    for (const queryString of queries) {
      const { filter, text, postings } = await bothWays(queryString);
      if (answeredByPostings(filter)) answered++;
      expect(postings, decodeURIComponent(queryString)).toEqual(text);
    }
    // Most of these go to the postings in the API (one word, no other filter).
    expect(answered).toBeGreaterThan(queries.length / 2);
  }, 300_000);

  it('finds something for the named queries (the comparison is not vacuous)', async () => {
    for (const q of ['زيت', 'عسل', 'سامسونق']) {
      const { postings } = await bothWays(`q=${encodeURIComponent(q)}&limit=50`);
      expect(postings.total, q).toBeGreaterThan(0);
    }
  });

  it('reads a correction in names only: a description holding it is no match', async () => {
    // "بصوله" is no catalogue word; swapping two letters gives "بوصله", which is (a name).
    // The correction counts in names, never in descriptions (decision 006), so the postings
    // read only its name postings (search_postings_name_idx, migration 0020).
    const f = fixtures(t.database.db);
    const store = await f.vendor({ vendorName: 'متجر الرحلات', isActive: true });
    const named = await f.product(store.id, { name: 'بوصلة نحاسية', description: 'للرحلات' });
    await f.product(store.id, { name: 'خريطة قديمة', description: 'تعمل مع بوصلة' });
    for (const fields of ['', '&search_in=name', '&search_in=description']) {
      const { filter, text, postings } = await bothWays(
        `q=${encodeURIComponent('بصوله')}&limit=50${fields}`,
      );
      expect(answeredByPostings(filter)).toBe(true);
      expect(postings, fields).toEqual(text);
      if (fields === '&search_in=description') {
        expect(postings).toEqual({ total: 0, ids: [] });
        continue;
      }
      expect(filter.search?.words[0]?.spellings).toContain('بوصله');
      expect(postings, fields).toEqual({ total: 1, ids: [named.id] });
    }
  });

  it('ranks and counts products found only through a store or a category the word names', async () => {
    // "سنديان" names a store and a category. Products the word reaches only through them
    // (no posting) are ranked apart from those holding it (postings-sql.ts "loners"); some
    // are in both, some hold the word too, and short pages go past the name tiers, where
    // both kinds meet in the last tier.
    const f = fixtures(t.database.db);
    const store = await f.vendor({ vendorName: 'متجر السنديان', isActive: true });
    const other = await f.vendor({ vendorName: 'ورشة النجار', isActive: true });
    const category = await f.category({ name: 'سنديان' });
    const add = (vendorId: string, name: string, description = '', categoryId?: string) =>
      f.product(vendorId, { name, description, categoryId });
    await add(store.id, 'كرسي خشبي');
    await add(store.id, 'طاولة قهوة', 'خشب صلب');
    await add(store.id, 'رف سنديان');
    await add(store.id, 'باب خارجي', 'من خشب السنديان');
    await add(store.id, 'مكتب', '', category.id);
    await add(store.id, 'كرسي سنديان هزاز', '', category.id);
    await add(other.id, 'خزانة ملابس', '', category.id);
    await add(other.id, 'سرير سنديان', '', category.id);
    await add(other.id, 'سنديان');
    await add(other.id, 'سنديانة صغيرة');
    await add(other.id, 'لوح تقطيع', 'سنديان طبيعي');
    await add(other.id, 'مقعد حديقة');
    const q = encodeURIComponent('سنديان');
    let answered = 0;
    for (const fields of [
      '',
      '&search_in=name',
      '&search_in=description',
      '&search_in=vendor',
      '&search_in=category',
      '&search_in=vendor,category',
      '&search_in=name,vendor',
      '&search_in=description,category',
    ])
      for (const page of ['limit=50', 'limit=3', 'limit=3&offset=3', 'limit=2&offset=6']) {
        const queryString = `q=${q}&${page}${fields}`;
        const { filter, text, postings } = await bothWays(queryString);
        if (answeredByPostings(filter)) answered++;
        expect(postings, decodeURIComponent(queryString)).toEqual(text);
      }
    expect(answered).toBe(32);
    // Not vacuous: the store's and the category's products are found, and the word's own.
    const { text } = await bothWays(`q=${q}&limit=50`);
    expect(text.total).toBe(11);
  });

  it('keeps the text tests for other filters, sorts and several words', async () => {
    const service = catalogueService(catalogueRepository(t.database.db));
    const filterOf = (queryString: string) =>
      service.productFilter(
        productListQuery.parse(Object.fromEntries(new URLSearchParams(queryString))),
      );
    expect(answeredByPostings(await filterOf(`q=${encodeURIComponent('زيت')}`))).toBe(true);
    for (const queryString of [
      `q=${encodeURIComponent('زيت')}&sort=price_low`,
      `q=${encodeURIComponent('زيت')}&currency=SYP`,
      `q=${encodeURIComponent('زيت')}&category=electronics`,
      `q=${encodeURIComponent('زيت زيتون')}`,
      'sort=newest',
    ])
      expect(answeredByPostings(await filterOf(queryString)), queryString).toBe(false);
  });
});

describe('search index upkeep', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  /** The product's postings as "token:n|d|nd:positions", and whether it is in search_products. */
  async function indexOf(productId: string) {
    const postings = await rowsOf<{ entry: string }>(
      t.database.db,
      sql`select v.token || ':' || case when pp.in_name and pp.in_description then 'nd'
          when pp.in_name then 'n' else 'd' end || ':' || pp.name_positions as entry
        from search_postings pp join search_vocabulary v on v.id = pp.token_id
        where pp.product_id = ${productId} order by v.token`,
    );
    const listed = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from search_products where product_id = ${productId}`,
    );
    return { postings: postings.map((row) => row.entry), listed: listed[0]!.n === 1 };
  }

  it('indexes a new product, follows renames, activity and its store, and forgets it', async () => {
    const f = fixtures(t.database.db);
    const store = await f.vendor({ vendorName: 'متجر الزيتون', isActive: true });
    const product = await f.product(store.id, {
      name: 'زيت زيتون (بكر) زيت',
      description: 'عصرة أولى زيت',
    });
    // Normalised tokens (ي for ى ...), positions as bits: "زيت" at 0 and 3 is 1 + 8 = 9.
    expect(await indexOf(product.id)).toEqual({
      postings: ['(بكر):n:4', 'اولي:d:0', 'زيت:nd:9', 'زيتون:n:2', 'عصره:d:0'],
      listed: true,
    });

    const db = t.database.db;
    await db.update(products).set({ name: 'زيت زيتون' }).where(eq(products.id, product.id));
    expect((await indexOf(product.id)).postings).toEqual([
      'اولي:d:0',
      'زيت:nd:1',
      'زيتون:n:2',
      'عصره:d:0',
    ]);

    // Stock moves on every order: no rewrite needed, and the index stays as it was.
    await db.update(products).set({ stockCount: 7 }).where(eq(products.id, product.id));
    expect((await indexOf(product.id)).postings).toHaveLength(4);

    await db
      .update(products)
      .set({ isActive: false, status: 'draft' })
      .where(eq(products.id, product.id));
    expect(await indexOf(product.id)).toEqual({ postings: [], listed: false });
    await db
      .update(products)
      .set({ isActive: true, status: 'active' })
      .where(eq(products.id, product.id));
    expect((await indexOf(product.id)).listed).toBe(true);

    // The store's activity reaches its products (store_active) and so the index.
    await db
      .update(vendorProfiles)
      .set({ isActive: false, status: 'suspended' })
      .where(eq(vendorProfiles.id, store.id));
    expect(await indexOf(product.id)).toEqual({ postings: [], listed: false });
    await db
      .update(vendorProfiles)
      .set({ isActive: true, status: 'active' })
      .where(eq(vendorProfiles.id, store.id));
    expect((await indexOf(product.id)).postings).toHaveLength(4);

    await db.delete(products).where(eq(products.id, product.id));
    expect(await indexOf(product.id)).toEqual({ postings: [], listed: false });
  });

  it('follows a product moved to another category', async () => {
    const f = fixtures(t.database.db);
    const store = await f.vendor({ vendorName: 'متجر الفئات', isActive: true });
    const [a, b] = [await f.category(), await f.category()];
    const product = await f.product(store.id, { name: 'مصباح', categoryId: a.id });
    const categoryOf = async () =>
      (
        await rowsOf<{ category_id: string }>(
          t.database.db,
          sql`select category_id from search_products where product_id = ${product.id}`,
        )
      )[0]?.category_id;
    expect(await categoryOf()).toBe(a.id);
    await t.database.db
      .update(products)
      .set({ categoryId: b.id })
      .where(eq(products.id, product.id));
    expect(await categoryOf()).toBe(b.id);
  });
});
