import { MAX_UNPAID_QUANTITY_PER_PRODUCT } from '@souq/domain/checkout-placement';
import { unpaidStatuses } from '@souq/domain/order-status';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { columnJson, rowFromColumnJson } from '../../../db/column-json';
import { databaseRefusal } from '../../../db/errors';
import { preparedRowsOf } from '../../../db/query';
import { orderItems, orders } from '../../../db/schema';

export type NewOrder = Omit<typeof orders.$inferInsert, 'paymentDueAt'>;
/** An order's line as the server makes it: its order and customer come from the order row. */
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId' | 'customerId'>;

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

/** What placing came to: the stored rows, or why nothing was stored. */
export type Placement =
  | { placed: { order: OrderRow; items: OrderItemRow[] } }
  /** A line's stock ran out (its product, and its variant when it has one). */
  | { stockShort: { productId: string; variantId: string | null } }
  /** The customer's open unpaid units of each product, which this order would take past the cap. */
  | { unpaidHeld: Map<string, number> };

/** Placing an order: its idempotency key, and the one statement that stores it. */
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
     * The order, its items, its first history row and the stock they take, or nothing: one
     * call of souq_place_order (migration 0016), atomic on its own, so one round trip instead
     * of nine. It also serialises one customer's placements per product and counts their open
     * unpaid units under that lock (checkout-placement.ts MAX_UNPAID_QUANTITY_PER_PRODUCT).
     * A payment window (hours) sets payment_due_at from the database clock. A repeated
     * Idempotency-Key throws the key index's unique violation.
     */
    async placeOrder(
      order: NewOrder,
      items: NewOrderItem[],
      paymentWindowHours: number | null,
    ): Promise<Placement> {
      try {
        // A named statement (the same text every time): parsed and planned once per connection.
        const [row] = await preparedRowsOf<{ placed: { order: object; items: object[] } }>(
          db,
          sql`select souq_place_order(
            ${JSON.stringify(columnJson(orders, order))}::jsonb,
            ${JSON.stringify(items.map((item) => columnJson(orderItems, item)))}::jsonb,
            ${paymentWindowHours}::int,
            ${`{${unpaidStatuses.join(',')}}`}::text[],
            ${MAX_UNPAID_QUANTITY_PER_PRODUCT}::int) as placed`,
        );
        const placed = row!.placed;
        return {
          placed: {
            order: rowFromColumnJson(orders, placed.order as Record<string, unknown>),
            items: placed.items.map((item) =>
              rowFromColumnJson(orderItems, item as Record<string, unknown>),
            ),
          },
        };
      } catch (error) {
        const refusal = databaseRefusal(error);
        if (refusal?.code === 'SQ001') {
          const { product_id, variant_id } = JSON.parse(refusal.detail ?? '{}');
          return { stockShort: { productId: product_id, variantId: variant_id } };
        }
        if (refusal?.code === 'SQ002') {
          return { unpaidHeld: new Map(Object.entries(JSON.parse(refusal.detail ?? '{}'))) };
        }
        throw error;
      }
    },
  };
}
