import type { SearchField } from '@souq/domain/schemas/catalogue';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedRowsOf, rowsOf } from '../../db/query';
import { categories, products, vendorProfiles } from '../../db/schema';
import { builtQueries } from './built-queries';
import { SEEK_FROM_OFFSET } from './page-starts';
import { countQuery, type ProductFilter, pageQuery } from './product-sql';
import { type ResolvedSearch, type ResolvedWord, resolveQuery } from './search-sql';
import type { SearchTerms, SearchWord } from './search-terms';

export type { ProductFilter } from './product-sql';

/** A product of a page: its card (the Product JSON, product_cards) and, for searches, the total. */
export interface ProductPageRow {
  /** Matches in total (searches only; null for plain lists). */
  total: number | null;
  card: string;
  /** Deep plain pages only (ProductFilter.seek): the listing version the page was read at. */
  version?: string;
  /** Deep plain pages only: the row's sort keys, as PostgreSQL prints them. */
  keys?: (string | null)[];
}

const categoryOrder = [asc(categories.sortOrder), asc(categories.name), asc(categories.id)];

interface ResolvedRow {
  word: number;
  kind: 'spelling' | 'vendor' | 'category';
  value: string;
  exact: boolean;
}

/** Plain page queries built lately, by filter: a popular list's text is worked out once. */
const BUILT_PAGES_KEPT = 500;
/** The same for searches (page, and resolve statement), whose texts are longer. */
const BUILT_SEARCHES_KEPT = 200;

/** The cards of these products with each one's place among the ids (n, from 1). */
const cardsByPlace = (ids: string[]) =>
  sql`select pc.card, u.n from unnest(${sql.param(ids)}::uuid[]) with ordinality as u(id, n)
    join product_cards pc on pc.product_id = u.id`;

export function catalogueRepository(db: Db) {
  const builtResolves = builtQueries(BUILT_SEARCHES_KEPT);

  async function resolve(
    terms: SearchTerms | null,
    fields: readonly SearchField[],
  ): Promise<ResolvedSearch> {
    // Built from the words as typed (their forms and swaps), not from what they resolve to.
    const typed = (terms?.words ?? []).map(
      ({ text, match, fuzzy, forms, swaps }): SearchWord => ({ text, match, fuzzy, forms, swaps }),
    );
    const words: ResolvedWord[] = typed.map((word) => ({
      ...word,
      spellings: [],
      vendors: { exact: [], similar: [] },
      categories: { exact: [], similar: [] },
    }));
    // No words (only punctuation was typed): nothing to resolve.
    const query =
      typed.length === 0
        ? null
        : builtResolves(JSON.stringify([typed, fields]), () => resolveQuery(typed, fields));
    // One text per number of words (search-sql.ts resolveQuery): a bounded set of names.
    const rows = query ? await preparedRowsOf<ResolvedRow>(db, query) : [];
    for (const row of rows) {
      const word = words[row.word]!;
      if (row.kind === 'spelling') {
        word.spellings.push(row.value);
        continue;
      }
      const matches = row.kind === 'vendor' ? word.vendors : word.categories;
      (row.exact ? matches.exact : matches.similar).push(row.value);
    }
    return { phrase: terms?.phrase ?? '', words, fields };
  }

  const builtPages = builtQueries(BUILT_PAGES_KEPT);
  const plainPage = (filter: ProductFilter) =>
    builtPages(JSON.stringify(filter), () => pageQuery(filter));
  // A search asked for again (a popular word, the next page) skips building its statements;
  // they are keyed by everything they are built from (the resolved words, fields, page).
  const builtSearchPages = builtQueries(BUILT_SEARCHES_KEPT);

  return {
    /** Spellings, vendors and categories each search word may mean (one round trip). */
    resolveSearch: resolve,

    /**
     * One page of visible products in a total order, details included (one query).
     * A search ranks every match in one backend: the pool's connections run without parallel
     * workers (db/client.ts SESSION_OPTIONS; PGlite has none).
     */
    productPage(filter: ProductFilter): Promise<ProductPageRow[]> {
      if (!filter.search) {
        // The first pages and deep pages from a start have a few shapes, each run again and
        // again: named statements, parsed and planned once per connection. A page read from
        // a deep offset has one text per offset: not named, so the names stay few.
        const named = filter.offset < SEEK_FROM_OFFSET || filter.seek?.start !== undefined;
        // Only those shapes are kept built: a crawler's every deep offset would churn them out.
        const query = named ? plainPage(filter) : pageQuery(filter);
        return preparedRowsOf<ProductPageRow>(db, query, { named });
      }
      const page = builtSearchPages(JSON.stringify(filter), () => pageQuery(filter));
      return preparedRowsOf<ProductPageRow>(db, page, { named: false });
    },

    /**
     * The cards of these products in this order (a page the index in memory ranked); a
     * product deleted since is left out. One text for every page: a named statement.
     */
    async cardsInOrder(ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await preparedRowsOf<{ card: string }>(
        db,
        sql`select card from (${cardsByPlace(ids)}) as x order by x.n`,
      );
      return rows.map((row) => row.card);
    },

    /**
     * cardsInOrder, and in the same statement a SQL value the caller needs after it (the search
     * index's look at its change log, decision 040): one round trip for both. Runs with no ids
     * too: a search that found nothing still looks.
     */
    async cardsInOrderBeside(
      ids: string[],
      beside: SQL,
    ): Promise<{ cards: string[]; beside: string }> {
      const rows = await preparedRowsOf<{ card: string | null; beside: string | null }>(
        db,
        sql`select x.card, x.beside from (
            select card, null::text as beside, n from (${cardsByPlace(ids)}) as cards
            union all
            select null, ${beside}, 0) as x
          order by x.n`,
      );
      return {
        beside: rows[0]!.beside!,
        cards: rows.slice(1).map((row) => row.card!),
      };
    },

    /**
     * The currencies listed products are priced in, by a loose index scan (one index probe per
     * currency): a price sort then walks only those (product-sql.ts matchingRows).
     */
    async listedCurrencies(): Promise<string[]> {
      const rows = await rowsOf<{ currency: string }>(
        db,
        sql`with recursive listed as (
          (select currency from products where is_active and store_active
            order by currency limit 1)
          union all
          select (select p.currency from products p
            where p.is_active and p.store_active and p.currency > listed.currency
            order by p.currency limit 1)
          from listed where listed.currency is not null)
        select currency from listed where currency is not null`,
      );
      return rows.map((row) => row.currency.trim());
    },

    async countProducts(filter: ProductFilter): Promise<number> {
      const [row] = await rowsOf<{ total: number }>(db, countQuery(filter));
      return row?.total ?? 0;
    },

    /** Categories by sort_order, each with its number of visible products. */
    async listCategories(includeInactive: boolean) {
      const productCount = db
        .select({ count: sql<number>`count(*)::int` })
        .from(products)
        .innerJoin(vendorProfiles, eq(vendorProfiles.id, products.vendorId))
        .where(
          and(
            eq(products.isActive, true),
            eq(vendorProfiles.isActive, true),
            eq(products.categoryId, categories.id),
          ),
        );
      return db
        .select({ category: categories, productCount: sql<number>`(${productCount})` })
        .from(categories)
        .where(includeInactive ? undefined : eq(categories.isActive, true))
        .orderBy(...categoryOrder);
    },

    /** The same categories and order, without counting products (format=simple). */
    listCategoriesSimple(includeInactive: boolean) {
      return db
        .select({
          id: categories.id,
          slug: categories.slug,
          name: categories.name,
          icon: categories.icon,
        })
        .from(categories)
        .where(includeInactive ? undefined : eq(categories.isActive, true))
        .orderBy(...categoryOrder);
    },
  };
}
export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
