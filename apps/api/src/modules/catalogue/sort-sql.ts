import type { ProductSort } from '@souq/domain/schemas/catalogue';
import { type SQL, sql } from 'drizzle-orm';

/**
 * ORDER BY terms per sort, over the product page query's alias p. Each ends in the id so the
 * order is total and pages never overlap or skip; each matches an index exactly (direction and
 * NULLS placement included, or PostgreSQL sorts instead of walking the index):
 * - newest: products_created_idx (created_at desc nulls last, id)
 * - price_low / price_high: products_active_price_idx (base_price, id), walked backwards for high
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

export const sortOrder: Record<ProductSort, OrderTerm[]> = {
  newest: [{ key: sql`p.created_at`, direction: 'desc nulls last' }, asc(sql`p.id`)],
  price_low: [asc(sql`p.base_price`), asc(sql`p.id`)],
  price_high: [desc(sql`p.base_price`), desc(sql`p.id`)],
  name: [asc(sql`p.name_search collate "C"`), asc(sql`p.id`)],
};

/** After relevance, a search falls back to the default order. */
export const relevanceTiebreak = sortOrder.newest;
