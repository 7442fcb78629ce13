import type {
  CustomerOrderList,
  Order,
  VendorOrderList,
  VendorOrdersQuery,
} from '@souq/domain/schemas/orders';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Viewer } from '../auth';
import { toOrder } from './mappers';
import type { OrderRepository, OrderRow } from './order-repository';
import { findVendor } from './stock-repository';

/** Reading orders, and who may read them (DESIGN "Ownership"). */
export function orderQueries(db: Db, repository: OrderRepository) {
  /** Orders with their items: two queries however many orders the page holds. */
  async function withItems(rows: OrderRow[]): Promise<Order[]> {
    const items = await repository.itemsOf(rows.map((row) => row.id));
    return rows.map((row) => toOrder(row, items));
  }

  /** Admin, or the signed-in owner of the store; anyone else 403 (a missing store too). */
  async function requireVendorManager(viewer: Viewer, vendorId: string): Promise<void> {
    if (viewer.type === 'admin') return;
    const vendor = await findVendor(db, vendorId);
    if (!vendor || vendor.ownerUserId !== viewer.userId) throw new AppError('FORBIDDEN');
  }

  return {
    withItems,
    requireVendorManager,

    async read(orderId: string): Promise<Order> {
      const row = await repository.findOrder(orderId);
      if (!row) throw new AppError('NOT_FOUND');
      const [order] = await withItems([row]);
      return order!;
    },

    /** Only the customer themself or the admin (DESIGN decision); newest first. */
    async customerOrders(
      viewer: Viewer,
      customerId: string,
      page: { limit: number; offset: number },
    ): Promise<CustomerOrderList> {
      if (viewer.type !== 'admin' && viewer.userId !== customerId) throw new AppError('FORBIDDEN');
      const { rows, count } = await repository.customerOrders(customerId, page);
      return { orders: await withItems(rows), count, ...page };
    },

    async vendorOrders(
      viewer: Viewer,
      vendorId: string,
      query: VendorOrdersQuery,
    ): Promise<VendorOrderList> {
      await requireVendorManager(viewer, vendorId);
      const { rows, count } = await repository.vendorOrders(vendorId, query);
      return { data: await withItems(rows), count, limit: query.limit, offset: query.offset };
    },
  };
}
export type OrderQueries = ReturnType<typeof orderQueries>;
