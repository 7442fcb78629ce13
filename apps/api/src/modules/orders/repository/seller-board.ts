import { parseOrderSearch } from '@souq/domain/order-search';
import { groupStatuses, type OrderGroup } from '@souq/domain/order-status';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orderItems, orderStatusHistory, orders, vendorProfiles } from '../../../db/schema';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `q` is the order's human number exactly, or is contained in the customer's name or phone or
 * in the id's last 8 characters, the reference mails carried before numbers (order-search.ts).
 */
function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const search = parseOrderSearch(q);
  if (!search.text) return undefined;
  const like = `%${escapeLike(search.text)}%`;
  const contains = sql`right(${orders.id}::text, 8) like ${like}
    or lower(${orders.customerContactInfo}->>'name') like ${like}
    or ${orders.customerContactInfo}->>'phone' like ${like}`;
  return search.number === null
    ? sql`(${contains})`
    : sql`(${orders.number} = ${search.number} or ${contains})`;
}

/** The order a number names comes first: digits may also be part of other orders' phones. */
function namedFirst(q: string | undefined): SQL[] {
  const number = q ? parseOrderSearch(q).number : null;
  return number === null ? [] : [sql`(${orders.number} = ${number}) desc`];
}

/**
 * Another wallet order of the same store carries the same receipt number (a cash order's
 * "receipt" is the customer's phone, so cash orders are never compared). Written with the table
 * name: drizzle leaves columns unqualified in a one-table select, and inside these subqueries an
 * unqualified column would name the inner table.
 */
const duplicateReceipt = sql<boolean>`("orders"."payment_method" <> 'cod'
  and "orders"."payment_receipt" is not null
  and exists (select 1 from "orders" twin where twin.vendor_id = "orders"."vendor_id"
    and twin.payment_receipt = "orders"."payment_receipt" and twin.payment_method <> 'cod'
    and twin.id <> "orders"."id"))`;

const itemCount = sql<number>`(select coalesce(sum(oi.quantity), 0)::int
  from "order_items" oi where oi.order_id = "orders"."id")`;

/** The seller board's reads: always within one store (the caller resolves the owner's store). */
export function sellerBoardQueries(db: Db) {
  return {
    /** The signed-in user's store: the oldest they own, as the seller console. */
    async storeOf(userId: string) {
      const [row] = await db
        .select({ id: vendorProfiles.id })
        .from(vendorProfiles)
        .where(eq(vendorProfiles.ownerUserId, userId))
        .orderBy(asc(vendorProfiles.createdAt))
        .limit(1);
      return row ?? null;
    },

    async boardPage(
      vendorId: string,
      filter: { group: OrderGroup; q?: string | undefined; limit: number; offset: number },
    ) {
      const store = eq(orders.vendorId, vendorId);
      const where = and(
        store,
        inArray(orders.status, [...groupStatuses[filter.group]]),
        matching(filter.q),
      );
      const [rows, byStatus] = await Promise.all([
        db
          .select({
            order: orders,
            duplicateReceipt,
            itemCount,
          })
          .from(orders)
          .where(where)
          .orderBy(...namedFirst(filter.q), desc(orders.createdAt), desc(orders.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db
          .select({ status: orders.status, count: sql<number>`count(*)::int` })
          .from(orders)
          .where(and(store, matching(filter.q)))
          .groupBy(orders.status),
      ]);
      return { rows, byStatus };
    },

    /**
     * The store's orders placed from `from` to `to` (days on the clock of Syria, both
     * included), oldest first, at most `limit`, with their items.
     */
    async exportRows(vendorId: string, from: string, to: string, limit: number) {
      const rows = await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.vendorId, vendorId),
            sql`${orders.createdAt} >= (${from}::date)::timestamp at time zone 'Asia/Damascus'`,
            sql`${orders.createdAt} < (${to}::date + 1)::timestamp at time zone 'Asia/Damascus'`,
          ),
        )
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .limit(limit);
      const items =
        rows.length === 0
          ? []
          : await db
              .select()
              .from(orderItems)
              .where(
                inArray(
                  orderItems.orderId,
                  rows.map((r) => r.id),
                ),
              )
              .orderBy(asc(orderItems.position));
      return { rows, items };
    },

    /** Sets a delivery order's fee and total while it is still pending or confirmed. */
    async setFee(orderId: string, fee: string, total: string): Promise<boolean> {
      const set = await db
        .update(orders)
        .set({ deliveryFee: fee, totalAmount: total, updatedAt: sql`now()` })
        .where(
          and(
            eq(orders.id, orderId),
            eq(orders.deliveryRequested, true),
            inArray(orders.status, ['pending', 'confirmed']),
          ),
        )
        .returning({ id: orders.id });
      return set.length === 1;
    },

    async hasDuplicateReceipt(orderId: string) {
      const [row] = await db
        .select({ duplicateReceipt })
        .from(orders)
        .where(eq(orders.id, orderId));
      return row?.duplicateReceipt ?? false;
    },

    history(orderId: string) {
      return db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, orderId))
        .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
    },
  };
}
