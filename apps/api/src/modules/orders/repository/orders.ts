import type { OrderStatus } from '@souq/domain/orders';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Executor } from '../../../db/query';
import { clients, orderItems, orders, user, vendorProfiles } from '../../../db/schema';

export type OrderRow = typeof orders.$inferSelect & { vendorName: string };
export type OrderItemRow = typeof orderItems.$inferSelect;

const newestFirst = [desc(orders.createdAt), desc(orders.id)];

/** Orders as stored, with their store's name and their items; newest first. */
export function orderReadQueries(db: Db) {
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
    itemsOf(orderIds: string[], executor: Executor = db): Promise<OrderItemRow[]> {
      if (orderIds.length === 0) return Promise.resolve([]);
      return executor
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(asc(orderItems.orderId), asc(orderItems.position));
    },

    /** The customer's account email: where their order mail goes. */
    /**
     * Where the customer's order mail goes and whether they want status mails (the settings
     * switch, on unless they turned it off; a user without a client profile keeps the default).
     */
    async customerMailing(
      customerId: string,
    ): Promise<{ email: string; orderNotifications: boolean } | null> {
      const [row] = await db
        .select({ email: user.email, preferences: clients.preferences })
        .from(user)
        .leftJoin(clients, eq(clients.id, user.id))
        .where(eq(user.id, customerId));
      if (!row) return null;
      const preferences = (row.preferences ?? {}) as { orderNotifications?: unknown };
      return { email: row.email, orderNotifications: preferences.orderNotifications !== false };
    },
  };
}
