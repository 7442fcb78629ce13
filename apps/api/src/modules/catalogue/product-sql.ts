import { DEFAULT_EXCHANGE_RATES, type ExchangeRates } from '@souq/domain/exchange-rates';
import type { ProductSort } from '@souq/domain/schemas/catalogue';
import { type SQL, sql } from 'drizzle-orm';
import { productRowColumns } from '../../db/fragments/product-row';
import { type ResolvedSearch, relevanceOrder, searchCondition } from './search-sql';
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
function matchingProducts(filter: ProductFilter): SQL {
  // Only what a shopper may see: active products of active vendors.
  const conditions: SQL[] = [sql`p.is_active`, sql`v.is_active`];
  if (filter.vendorId) conditions.push(sql`p.vendor_id = ${filter.vendorId}`);
  if (filter.productId) conditions.push(sql`p.id = ${filter.productId}`);
  if (filter.category) conditions.push(categoryCondition(filter.category));
  if (filter.currency) conditions.push(sql`p.currency = ${filter.currency}`);
  if (filter.search) {
    const { search } = filter;
    conditions.push(search.words.length > 0 ? searchCondition(search) : sql`false`);
  }
  return sql`from products p
    join vendor_profiles v on v.id = p.vendor_id
    where ${sql.join(conditions, sql` and `)}`;
}

function orderOf(filter: ProductFilter): OrderTerm[] {
  // One currency: its base_price is already the value, and the plain price index serves it.
  const rates = filter.currency ? undefined : (filter.rates ?? DEFAULT_EXCHANGE_RATES);
  if (filter.sort) return sortOrder(filter.sort, rates);
  if (filter.search?.words.length) return [...relevanceOrder(filter.search), ...relevanceTiebreak];
  return sortOrder('newest');
}

/**
 * The rows to order, each with its sort keys. A plain list sorted by price across currencies
 * takes the cheapest (or dearest) offset + limit of each currency from its own index walk and
 * lets the page merge them by value, instead of converting and sorting every product.
 */
function matchingRows(filter: ProductFilter, keys: SQL): SQL {
  const { sort } = filter;
  const priceSort = sort === 'price_low' || sort === 'price_high';
  if (!priceSort || filter.currency || filter.search) {
    return sql`select p.id, ${keys} ${matchingProducts(filter)}`;
  }
  const rates = filter.rates ?? DEFAULT_EXCHANGE_RATES;
  const branches = priceSortCurrencies(rates).map(
    (currency) => sql`(select p.id, ${keys} ${matchingProducts({ ...filter, currency })}
      order by ${sql.raw(priceWithinCurrency(sort))}
      limit ${filter.offset + filter.limit})`,
  );
  return sql.join(branches, sql` union all `);
}

/**
 * One page in one round trip. The inner query finds, orders and cuts the page using only
 * indexed columns; only the page's rows are then joined to their details, and images and
 * variants come along as JSON arrays (no query per product). A search computes every match
 * anyway to rank it, so it also counts them there (window count); a plain list leaves the
 * count to countQuery, which the planner answers without the ordering.
 */
export function pageQuery(filter: ProductFilter): SQL {
  const terms = orderOf(filter);
  // Sort keys are computed once, as columns, and ordered by name: the window and the page then
  // share one sort (the same expression written twice would be two different sorts).
  const keys = sql.join(
    terms.map((term, i) => sql`${term.key} as ${sql.raw(`k${i}`)}`),
    sql`, `,
  );
  const order = sql.raw(terms.map((term, i) => `k${i} ${term.direction}`).join(', '));
  const countsInPage = filter.search !== undefined;
  return sql`with page as (
      select id, row_number() over (order by ${order}) as position
        ${countsInPage ? sql`, count(*) over () as total` : sql``}
      from (${matchingRows(filter, keys)}) as matching
      order by ${order}
      limit ${filter.limit} offset ${filter.offset}
    )
    select
      page.position, ${countsInPage ? sql`page.total::int` : sql`null::int`} as total,
      ${productRowColumns}
    from page
    join products p on p.id = page.id
    join vendor_profiles v on v.id = p.vendor_id
    left join categories c on c.id = p.category_id
    order by page.position`;
}

export function countQuery(filter: ProductFilter): SQL {
  return sql`select count(*)::int as total ${matchingProducts(filter)}`;
}
