import type { OrderStatus } from '@souq/domain/orders';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orderStatusHistory, orders, user, vendorProfiles } from '../../db/schema';
import type { Tx } from './stock-repository';

type Executor = Db | Tx;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;
export type OrderRow = typeof orders.$inferSelect & { vendorName: string };
export type OrderItemRow = typeof orderItems.$inferSelect;

export interface HistoryEntry {
  orderId: string;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  changedBy: string;
  actorRole: string;
  note?: string | null;
}

const newestFirst = [desc(orders.createdAt), desc(orders.id)];

export function orderRepository(db: Db) {
  async function ordersWhere(where: SQL | undefined, page: { limit: number; offset: number }) {
    const [rows, [total]] = await Promise.all([
      db
        .select({ order: orders, vendorName: vendorProfiles.vendorName })
        .from(orders)
        .innerJoin(vendorProfiles, eq(vendorProfiles.id, orders.vendorId))
        .where(where)
        .orderBy(...newestFirst)
        .limit(page.limit)
        .offset(page.offset),
      db.select({ count: sql<number>`count(*)::int` }).from(orders).where(where),
    ]);
    return {
      rows: rows.map((r): OrderRow => ({ ...r.order, vendorName: r.vendorName })),
      count: total?.count ?? 0,
    };
  }

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

    async insertOrder(tx: Tx, order: NewOrder, items: NewOrderItem[]): Promise<string> {
      const [row] = await tx.insert(orders).values(order).returning({ id: orders.id });
      const orderId = row!.id;
      await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId })));
      return orderId;
    },

    async addHistory(tx: Executor, entry: HistoryEntry): Promise<void> {
      await tx.insert(orderStatusHistory).values(entry);
    },

    /** Moves an order only if it is still in `from`: two racing changes cannot both apply. */
    async moveStatus(tx: Tx, orderId: string, from: OrderStatus, to: OrderStatus) {
      const moved = await tx
        .update(orders)
        .set({ status: to, updatedAt: sql`now()` })
        .where(and(eq(orders.id, orderId), eq(orders.status, from)))
        .returning({ id: orders.id });
      return moved.length === 1;
    },

    async setDeliveryProof(orderId: string, url: string): Promise<void> {
      await db
        .update(orders)
        .set({ deliveryProofUrl: url, updatedAt: sql`now()` })
        .where(eq(orders.id, orderId));
    },

    /** The customer's account email: where their order mail goes. */
    async customerEmail(customerId: string): Promise<string | null> {
      const [row] = await db
        .select({ email: user.email })
        .from(user)
        .where(eq(user.id, customerId));
      return row?.email ?? null;
    },

    async findOrder(orderId: string): Promise<OrderRow | null> {
      const { rows } = await ordersWhere(eq(orders.id, orderId), { limit: 1, offset: 0 });
      return rows[0] ?? null;
    },

    customerOrders(customerId: string, page: { limit: number; offset: number }) {
      return ordersWhere(eq(orders.customerId, customerId), page);
    },

    vendorOrders(
      vendorId: string,
      filter: { status?: OrderStatus; limit: number; offset: number },
    ) {
      const where = filter.status
        ? and(eq(orders.vendorId, vendorId), eq(orders.status, filter.status))
        : eq(orders.vendorId, vendorId);
      return ordersWhere(where, filter);
    },

    /** The items of many orders in one query, in the order they were placed. */
    itemsOf(orderIds: string[]): Promise<OrderItemRow[]> {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(asc(orderItems.orderId), asc(orderItems.position));
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
export type OrderRepository = ReturnType<typeof orderRepository>;
