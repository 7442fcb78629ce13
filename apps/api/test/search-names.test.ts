import { readFileSync } from 'node:fs';
import { normalizeArabic } from '@souq/domain/arabic';
import { productListQuery, type SearchField, searchFields } from '@souq/domain/schemas/catalogue';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/query';
import { categories, vendorProfiles } from '../src/db/schema';
import { catalogueRepository } from '../src/modules/catalogue/repository';
import type { MemorySearchIndex } from '../src/modules/catalogue/search-index/memory-index';
import { type SearchIndexSync, searchIndexSync } from '../src/modules/catalogue/search-index/sync';
import { wordSimilarity } from '../src/modules/catalogue/search-index/word-similarity';
import { searchTerms } from '../src/modules/catalogue/search-terms';
import { catalogueService } from '../src/modules/catalogue/service';
import { type TestApp, testApp } from './helpers/app';
import { demoCatalogueWords } from './helpers/demo-catalogue';
import { fixtures } from './helpers/fixtures';

/**
 * Search words resolved in each server's memory (decision 040, addendum "names in memory"):
 * the same corrections, stores and categories, in the same order, as the database's
 * souq_search_word, on the demo catalogue and after the names are written.
 */

const { cases } = JSON.parse(
  readFileSync(
    new URL('../../../scripts/bench/search-quality-cases.json', import.meta.url),
    'utf8',
  ),
) as { cases: { q: string }[] };
const queries = [...new Set(cases.map((c) => c.q))];

describe('search names in memory', () => {
  let t: TestApp;
  let server: SearchIndexSync;
  const repository = () => catalogueRepository(t.database.db);

  beforeAll(async () => {
    t = await testApp();
    await demoCatalogueWords(t.database.db);
    server = searchIndexSync(t.database.db);
    await server.warm();
  }, 300_000);
  afterAll(async () => {
    server.close();
    await t.close();
  });

  /** Where the copy and the database resolve q differently, after the copy looked. */
  async function differences(qs: string[], fields: readonly SearchField[] = searchFields) {
    const index = (await server.current()) as MemorySearchIndex;
    const found: string[] = [];
    for (const q of qs) {
      const terms = searchTerms(normalizeArabic(q));
      const inSql = await repository().resolveSearch(terms, fields);
      const inMemory = index.names.resolve(terms, fields);
      if (JSON.stringify(inMemory) !== JSON.stringify(inSql))
        found.push(`${q} [${fields}]: ${JSON.stringify(inMemory)} != ${JSON.stringify(inSql)}`);
    }
    return found;
  }

  it('measures word similarity as pg_trgm does, every query word against every catalogue word', async () => {
    const words = [...new Set(queries.flatMap((q) => normalizeArabic(q).split(' ')))];
    const rows = await rowsOf<{ q: string; w: string; similarity: number }>(
      t.database.db,
      sql`select q, w, word_similarity(q, w) as similarity
        from unnest(${sql.param(words)}::text[]) as q,
          (select word as w from catalogue_words
           union all select souq_normalize_ar(name) from categories) as texts`,
    );
    expect(rows.length).toBeGreaterThan(10_000);
    // A float4 comes as its shortest text: the same single-precision number once rounded.
    const wrong = rows.filter(
      (row) => wordSimilarity(row.q, row.w) !== Math.fround(Number(row.similarity)),
    );
    expect(wrong).toEqual([]);
  });

  it('resolves every search-quality query as the database does, in every field', async () => {
    expect(await differences(queries)).toEqual([]);
    expect(await differences(queries, ['name'])).toEqual([]);
    expect(await differences(queries, ['vendor', 'category'])).toEqual([]);
  }, 300_000);

  it('follows the names written after it was read', async () => {
    const f = fixtures(t.database.db);
    const db = t.database.db;
    const index = () => server.current() as Promise<MemorySearchIndex>;
    const store = await f.vendor({ vendorName: 'مشغل الياسمين', isActive: true });
    // A word new to the catalogue comes with the product: a typo of it is corrected to it.
    await f.product(store.id, { name: 'مخدة بنفسجيات' });
    const typo = searchTerms('بنفسيجات')!;
    expect((await index()).names.resolve(typo, ['name']).words[0]!.spellings).toContain('بنفسجيات');

    const byStore = (q: string) => index().then((i) => i.names.resolve(searchTerms(q), ['vendor']));
    expect((await byStore('الياسمين')).words[0]!.vendors.exact).toEqual([store.id]);
    await db
      .update(vendorProfiles)
      .set({ vendorName: 'مشغل الزنبق' })
      .where(eq(vendorProfiles.id, store.id));
    expect((await byStore('الياسمين')).words[0]!.vendors.exact).toEqual([]);
    expect((await byStore('الزنبق')).words[0]!.vendors.exact).toEqual([store.id]);
    await db
      .update(vendorProfiles)
      .set({ isActive: false, status: 'suspended' })
      .where(eq(vendorProfiles.id, store.id));
    expect((await byStore('الزنبق')).words[0]!.vendors.exact).toEqual([]);

    const toys = await f.category({ name: 'ألعاب خشبية' });
    const byCategory = (q: string) =>
      index().then((i) => i.names.resolve(searchTerms(q), ['category']).words[0]!.categories);
    expect((await byCategory('خشبيه')).exact).toEqual([toys.id]);
    await db.update(categories).set({ name: 'دمى' }).where(eq(categories.id, toys.id));
    expect((await byCategory('خشبيه')).exact).toEqual([]);

    expect(
      await differences(['الياسمين', 'الزنبق', 'بنفسيجات', 'بنفسجبات', 'خشبيه', 'دمى', 'مخده']),
    ).toEqual([]);
  });

  it('answers a search by a store renamed a moment ago, through the service', async () => {
    const f = fixtures(t.database.db);
    const store = await f.vendor({ vendorName: 'متجر الصنوبر', isActive: true });
    const chair = await f.product(store.id, { name: 'كرسي', description: 'خشب' });
    const service = catalogueService(repository(), { searchIndex: server });
    const listed = async (q: string) => {
      const text = await service.listProducts(productListQuery.parse({ q }));
      return (JSON.parse(text.text) as { data: { id: string }[] }).data.map((p) => p.id);
    };
    expect(await listed('الصنوبر')).toEqual([chair.id]);
    expect(await listed('السنديان')).toEqual([]);
    await t.database.db
      .update(vendorProfiles)
      .set({ vendorName: 'متجر السنديان' })
      .where(eq(vendorProfiles.id, store.id));
    // Ranked first on the copy as it was; the cards statement's look finds the rename.
    expect(await listed('السنديان')).toEqual([chair.id]);
    expect(await listed('الصنوبر')).toEqual([]);
  });
});
