import type { ExchangeRates } from '@souq/domain/exchange-rates';
import type { ProductSort } from '@souq/domain/schemas/catalogue';
import { type SQL, sql } from 'drizzle-orm';

/**
 * ORDER BY terms per sort, over the product page query's alias p. Each ends in the id so the
 * order is total and pages never overlap or skip; each matches an index exactly (direction and
 * NULLS placement included, or PostgreSQL sorts instead of walking the index):
 * - newest: products_created_idx (created_at desc nulls last, id)
 * - price_low / price_high: by value in ل.س at the operator's reference rates (decision 018),
 *   so 10 $ never sorts below 5,000 ل.س. Within one currency that is base_price order, so
 *   priceBranches walks products_active_currency_price_idx once per currency and the page merges
 *   the walks; with a currency filter the plain base_price order is the same order.
 * - name: products_active_name_idx (name_search collate "C", id). The normalised name in code
 *   point order is the Arabic alphabetical order (ا ب ت ث ... ن ه و ي once hamza forms,
 *   ta marbuta and alef maqsura are folded), the same on every server, without relying on the
 *   locale PostgreSQL was built with. Latin names and digits come before Arabic ones.
 */
export interface OrderTerm {
  key: SQL;
  direction: 'asc' | 'desc' | 'desc nulls last';
}

const asc = (key: SQL): OrderTerm => ({ key, direction: 'asc' });
const desc = (key: SQL): OrderTerm => ({ key, direction: 'desc' });

/** base_price in ل.س: the rates are numbers from config, written as constants. */
function valueInSyp(rates: ExchangeRates): SQL {
  const cases = Object.entries(rates)
    .filter(([code]) => code !== 'SYP')
    .map(([code, rate]) => sql.raw(`when '${code}' then ${Number(rate)}::numeric`));
  return sql`(p.base_price * case p.currency ${sql.join(cases, sql` `)} else 1 end)`;
}

/** `rates` absent: the list holds one currency (a currency filter), so base_price is the value. */
export function sortOrder(sort: ProductSort, rates?: ExchangeRates): OrderTerm[] {
  const price = rates ? valueInSyp(rates) : sql`p.base_price`;
  switch (sort) {
    case 'newest':
      return [{ key: sql`p.created_at`, direction: 'desc nulls last' }, asc(sql`p.id`)];
    case 'price_low':
      return [asc(price), asc(sql`p.id`)];
    case 'price_high':
      return [desc(price), desc(sql`p.id`)];
    case 'name':
      return [asc(sql`p.name_search collate "C"`), asc(sql`p.id`)];
  }
}

/** The currencies a price sort walks one by one (the rates table names every accepted one). */
export const priceSortCurrencies = (rates: ExchangeRates) => Object.keys(rates);

/** A price sort's order within one currency: the index's own (base_price, id). */
export const priceWithinCurrency = (sort: 'price_low' | 'price_high') =>
  sort === 'price_low' ? 'p.base_price asc, p.id asc' : 'p.base_price desc, p.id desc';

/** After relevance, a search falls back to the default order. */
export const relevanceTiebreak = sortOrder('newest');
