import { normalizeArabic } from '@souq/domain/arabic';
import { parseOrderSearch } from '@souq/domain/order-search';
import type { AdminOrdersQuery } from '@souq/domain/schemas/admin-orders';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { escapeLike } from '../../../db/query';
import { orders, vendorProfiles } from '../../../db/schema';

/**
 * `q` for the operator: an order's human number exactly, or part of the customer's name or
 * phone, or of the store's name (Arabic-normalised, as the catalogue searches it).
 */
function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const search = parseOrderSearch(q);
  if (!search.text) return undefined;
  const like = `%${escapeLike(search.text)}%`;
  const store = `%${escapeLike(normalizeArabic(search.text))}%`;
  const contains = sql`lower(${orders.customerContactInfo}->>'name') like ${like}
    or ${orders.customerContactInfo}->>'phone' like ${like}
    or ${vendorProfiles.nameSearch} like ${store}`;
  return search.number === null
    ? sql`(${contains})`
    : sql`(${orders.number} = ${search.number} or ${contains})`;
}

/** Days on the clock of Syria, both ends included (as the seller's export). */
const fromDay = (day: string) =>
  sql`${orders.createdAt} >= (${day}::date)::timestamp at time zone 'Asia/Damascus'`;
const toDay = (day: string) =>
  sql`${orders.createdAt} < (${day}::date + 1)::timestamp at time zone 'Asia/Damascus'`;

/** The operator's reads across every store (administrators only, checked by the routes). */
export function adminOrderQueries(db: Db) {
  return {
    async adminPage(query: AdminOrdersQuery) {
      const where = and(
        query.vendor_id ? eq(orders.vendorId, query.vendor_id) : undefined,
        query.customer_id ? eq(orders.customerId, query.customer_id) : undefined,
        query.status ? eq(orders.status, query.status) : undefined,
        query.payment_status ? eq(orders.paymentStatus, query.payment_status) : undefined,
        query.from ? fromDay(query.from) : undefined,
        query.to ? toDay(query.to) : undefined,
        matching(query.q),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ order: orders, vendorName: vendorProfiles.vendorName })
          .from(orders)
          .innerJoin(vendorProfiles, eq(vendorProfiles.id, orders.vendorId))
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(query.limit)
          .offset(query.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(orders)
          .innerJoin(vendorProfiles, eq(vendorProfiles.id, orders.vendorId))
          .where(where),
      ]);
      return { rows, count: total?.n ?? 0 };
    },
  };
}
