import { DEFAULT_EXCHANGE_RATES, type ExchangeRates } from '@souq/domain/exchange-rates';
import type { ProductSort } from '@souq/domain/schemas/catalogue';
import { type SQL, sql } from 'drizzle-orm';
import type { PageStart } from './page-starts';
import { answeredByPostings, postingsPageQuery } from './postings-sql';
import { type Relevance, type ResolvedSearch, relevanceOrder, searchCondition } from './search-sql';
import {
  type OrderTerm,
  priceSortCurrencies,
  priceWithinCurrency,
  relevanceTiebreak,
  sortOrder,
} from './sort-sql';

export interface ProductFilter {
  vendorId?: string;
  productId?: string;
  /** A category id, slug or Arabic name. */
  category?: string;
  /** The search, its words resolved; no words (only punctuation was typed) matches nothing. */
  search?: ResolvedSearch;
  /** Only prices in this currency (an ISO code). */
  currency?: string;
  /** Absent: relevance for a search, otherwise newest. */
  sort?: ProductSort;
  /** Reference rates that order mixed currencies by value (decision 018); default: the domain's. */
  rates?: ExchangeRates;
  /** The currencies listed products use, when known: a price sort walks only those. */
  listedCurrencies?: readonly string[];
  /**
   * A deep page of an order one index walk serves (seekable): its rows also carry the listing
   * version and their sort keys. With `start`, the page begins at the start's keys instead of
   * skipping every row before them, and is empty unless the listing is still at the start's
   * version (page-starts.ts).
   */
  seek?: { start?: PageStart };
  limit: number;
  offset: number;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One category id as a scalar subquery (run once, before the scan), so the planner can walk the
 * (category_id, created_at) index in order. A slug wins over a name; equal names are unlikely,
 * the first by sort order wins.
 */
function categoryCondition(category: string): SQL {
  if (uuidPattern.test(category)) return sql`p.category_id = ${category}`;
  return sql`p.category_id = (
    select id from categories
    where slug = ${category.toLowerCase()} or souq_normalize_ar(name) = souq_normalize_ar(${category})
    order by slug = ${category.toLowerCase()} desc, sort_order, id
    limit 1)`;
}

/** FROM and WHERE shared by the page and the count: visible products matching the filter. */
function matchingProducts(filter: ProductFilter, from?: SQL): SQL {
  // Only what a shopper may see: active products of active stores (store_active is the store's
  // own flag, copied by triggers, so no join is needed and the partial indexes apply).
  const conditions: SQL[] = [sql`p.is_active`, sql`p.store_active`];
  if (filter.vendorId) conditions.push(sql`p.vendor_id = ${filter.vendorId}`);
  if (filter.productId) conditions.push(sql`p.id = ${filter.productId}`);
  if (filter.category) conditions.push(categoryCondition(filter.category));
  if (filter.currency) conditions.push(sql`p.currency = ${filter.currency}`);
  if (filter.search) {
    const { search } = filter;
    conditions.push(search.words.length > 0 ? searchCondition(search) : sql`false`);
  }
  if (from) conditions.push(from);
  return sql`from products p where ${sql.join(conditions, sql` and `)}`;
}

/** The order's terms, and for a search ranked by relevance the tests they read (search-sql.ts). */
function orderOf(filter: ProductFilter): Relevance {
  // One currency: its base_price is already the value, and the plain price index serves it.
  const rates = filter.currency ? undefined : (filter.rates ?? DEFAULT_EXCHANGE_RATES);
  if (filter.sort) return { terms: sortOrder(filter.sort, rates), tests: [] };
  if (filter.search?.words.length) {
    const relevance = relevanceOrder(filter.search);
    return { ...relevance, terms: [...relevance.terms, ...relevanceTiebreak] };
  }
  return { terms: sortOrder('newest'), tests: [] };
}

/**
 * The rows to order, each with its sort keys. A plain list sorted by price across currencies
 * takes the cheapest (or dearest) offset + limit of each currency from its own index walk and
 * lets the page merge them by value, instead of converting and sorting every product.
 */
function matchingRows(filter: ProductFilter, keys: SQL, tests: SQL[], from?: SQL): SQL {
  const { sort } = filter;
  const priceSort = sort === 'price_low' || sort === 'price_high';
  if (tests.length > 0) {
    // A ranked search: each test once per matching row, in a subquery the planner keeps as
    // it is (offset 0), so the sort keys read its columns instead of testing again.
    return sql`select p.id, ${keys} from (
      select p.id, p.created_at, p.name_search, ${sql.join(tests, sql`, `)}
      ${matchingProducts(filter)} offset 0) as p`;
  }
  if (!priceSort || filter.currency || filter.search) {
    return sql`select p.id, ${keys} ${matchingProducts(filter, from)}`;
  }
  const rates = filter.rates ?? DEFAULT_EXCHANGE_RATES;
  // Each walk costs planning (~0.4 ms each at 100k products, more than the walks themselves):
  // only the currencies some listed product uses, when the service knows them.
  const all = priceSortCurrencies(rates);
  const used = all.filter((currency) => filter.listedCurrencies?.includes(currency) ?? true);
  const branches = (used.length > 0 ? used : all).map(
    (currency) => sql`(select p.id, ${keys} ${matchingProducts({ ...filter, currency })}
      order by ${sql.raw(priceWithinCurrency(sort))}
      limit ${count(filter.offset + filter.limit)})`,
  );
  return sql.join(branches, sql` union all `);
}

/**
 * One page in one round trip. The inner query finds, orders and cuts the page using only
 * indexed columns; only the page's rows are then joined to their ready JSON (product_cards,
 * kept by triggers). A search computes every match anyway to rank it, so it also counts them
 * there (window count); a plain list leaves the count to countQuery, which the planner answers
 * from the index without the ordering.
 */
export function pageQuery(filter: ProductFilter): SQL {
  // A plain search: from the search index, without testing each match's text (postings-sql.ts).
  if (answeredByPostings(filter)) return postingsPageQuery(filter);
  return textPageQuery(filter);
}

/**
 * LIMIT and OFFSET are written into the text, not sent as parameters: PostgreSQL plans a
 * parameterised LIMIT for a tenth of the rows, so it would never keep a named statement's
 * generic plan and would plan every run again (~0.2 ms, more than running the page).
 */
function count(n: number): SQL {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row count: ${n}`);
  return sql.raw(String(n));
}

/**
 * A plain list in an order one index walk serves: a page of it can start from the sort keys of
 * a known row. Searches rank every match anyway, and a price order across currencies merges
 * one walk per currency.
 */
export function seekable(filter: ProductFilter): boolean {
  const priceSort = filter.sort === 'price_low' || filter.sort === 'price_high';
  return !filter.search && (!priceSort || filter.currency !== undefined);
}

/**
 * Rows at or after the one whose sort keys are `keys`, in `terms`' order. The first term's
 * bound alone is what the index seeks to; the rest sorts out the rows sharing its value (the
 * last term is the id, so the order is total and the start row itself is included).
 */
function fromKeys(terms: readonly OrderTerm[], keys: readonly string[]): SQL {
  const ascending = (term: OrderTerm) => term.direction === 'asc';
  const equal = (count: number) => terms.slice(0, count).map((t, i) => sql`${t.key} = ${keys[i]}`);
  const alternatives = terms.map((term, i) =>
    sql.join(
      [
        ...equal(i),
        ascending(term) ? sql`${term.key} > ${keys[i]}` : sql`${term.key} < ${keys[i]}`,
      ],
      sql` and `,
    ),
  );
  alternatives.push(sql.join(equal(terms.length), sql` and `));
  const [first] = terms;
  const bound = ascending(first!)
    ? sql`${first!.key} >= ${keys[0]}`
    : sql`${first!.key} <= ${keys[0]}`;
  return sql`${bound} and (${sql.join(alternatives, sql` or `)})`;
}

/** The page from the products' own columns, testing each match's text (search-sql.ts). */
export function textPageQuery(filter: ProductFilter): SQL {
  const { terms, tests } = orderOf(filter);
  // Sort keys are computed once, as columns k0, k1 ..., and ordered by name: the page and the
  // final order of its 20 rows share them (no row_number over every skipped row, which cost a
  // deep page more than the index walk itself).
  const keys = sql.join(
    terms.map((term, i) => sql`${term.key} as ${sql.raw(`k${i}`)}`),
    sql`, `,
  );
  const order = (table: string) =>
    sql.raw(terms.map((term, i) => `${table}k${i} ${term.direction}`).join(', '));
  const countsInPage = filter.search !== undefined;
  const start = filter.seek?.start;
  // With a start, only while the version this statement's snapshot sees is the start's (a
  // one-time filter): otherwise no rows, and the caller reads the page from its offset.
  const page = sql`select * ${countsInPage ? sql`, count(*) over () as total` : sql``}
      from (${matchingRows(filter, keys, tests, start && fromKeys(terms, start.keys))}) as matching
      ${start ? sql`where (select version from listing_version) = ${start.version}` : sql``}
      order by ${order('')}
      limit ${count(filter.limit)} offset ${count(start ? filter.offset - start.offset : filter.offset)}`;
  const seekColumns = filter.seek
    ? sql`, (select version from listing_version)::text as version,
        array[${sql.raw(terms.map((_, i) => `page.k${i}::text`).join(', '))}] as keys`
    : sql``;
  return sql`with page as (${page})
    select ${countsInPage ? sql`page.total::int` : sql`null::int`} as total, pc.card ${seekColumns}
    from page
    join product_cards pc on pc.product_id = page.id
    order by ${order('page.')}`;
}

export function countQuery(filter: ProductFilter): SQL {
  return sql`select count(*)::int as total ${matchingProducts(filter)}`;
}
