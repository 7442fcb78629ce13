import { unpaidStatuses } from '@souq/domain/order-status';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Tx } from '../../../db/query';
import { orderItems, orders } from '../../../db/schema';

export type NewOrder = Omit<typeof orders.$inferInsert, 'paymentDueAt'>;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;

/** Placing an order: its idempotency key, its rows, and the customer's unpaid units. */
export function placementQueries(db: Db) {
  return {
    /** The order a customer already placed with this Idempotency-Key, if any. */
    async findByKey(customerId: string, key: string) {
      const [row] = await db
        .select({ id: orders.id, requestHash: orders.requestHash })
        .from(orders)
        .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)))
        .limit(1);
      return row ?? null;
    },

    /**
     * The order and its items. A payment window (hours) sets payment_due_at from the database
     * clock, the one created_at and the lapse sweeper read: due exactly that long after placing.
     */
    async insertOrder(
      tx: Tx,
      order: NewOrder,
      items: NewOrderItem[],
      paymentWindowHours: number | null,
    ): Promise<{ order: typeof orders.$inferSelect; items: (typeof orderItems.$inferSelect)[] }> {
      const paymentDueAt =
        paymentWindowHours === null
          ? null
          : sql`now() + make_interval(hours => ${paymentWindowHours}::int)`;
      // Whole rows back: the answer and the mails are made from them, not read again.
      const [row] = await tx
        .insert(orders)
        .values({ ...order, paymentDueAt })
        .returning();
      const inserted = await tx
        .insert(orderItems)
        .values(items.map((item) => ({ ...item, orderId: row!.id })))
        .returning();
      return { order: row!, items: inserted };
    },

    /**
     * Serialises one customer's placements per product (a transaction-scoped advisory lock,
     * PostgreSQL and PGlite alike), so two parallel orders cannot both count the same open
     * unpaid units and pass the cap. Taken in product order: two orders never wait on each other
     * crosswise. Different customers, or different products, never wait at all.
     */
    async lockUnpaidQuantities(tx: Tx, customerId: string, productIds: readonly string[]) {
      const keys = [...productIds]
        .sort()
        .map((productId) => sql`${`unpaid:${customerId}:${productId}`}`);
      // One statement; the locks are taken row by row in the array's (sorted) order.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(key, 0))
          from unnest(array[${sql.join(keys, sql`, `)}]::text[]) with ordinality as k(key, n)
          order by n`,
      );
    },

    /** Units of each product (all variants) in the customer's open unpaid orders but one. */
    async unpaidQuantities(
      tx: Tx,
      customerId: string,
      productIds: readonly string[],
      exceptOrderId: string,
    ): Promise<Map<string, number>> {
      const rows = await tx
        .select({
          productId: orderItems.productId,
          quantity: sql<number>`sum(${orderItems.quantity})::int`,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(
            eq(orders.customerId, customerId),
            inArray(orders.status, [...unpaidStatuses]),
            ne(orders.id, exceptOrderId),
            inArray(orderItems.productId, [...productIds]),
          ),
        )
        .groupBy(orderItems.productId);
      return new Map(rows.map((row) => [row.productId ?? '', row.quantity]));
    },
  };
}
