import type {
  CustomerOrderList,
  Order,
  VendorOrderList,
  VendorOrdersQuery,
} from '@souq/domain/schemas/orders';
import { AppError } from '../../../http/app-error';
import type { Viewer } from '../../auth';
import { toOrder } from '../mappers';
import type { OrderRepository } from '../repository';
import type { OrderRow } from '../repository/orders';

/**
 * Reading orders, and who may read them
 * (docs/design.md "Server-side authority (the client is never trusted)", Ownership).
 */
export function orderReads(repository: OrderRepository) {
  /** Orders with their items: two queries however many orders the page holds. */
  async function withItems(rows: OrderRow[]): Promise<Order[]> {
    const items = await repository.itemsOf(rows.map((row) => row.id));
    return rows.map((row) => toOrder(row, items));
  }

  /** Admin, or the signed-in owner of the store; anyone else 403 (a missing store too). */
  async function requireVendorManager(viewer: Viewer, vendorId: string): Promise<void> {
    if (viewer.type === 'admin') return;
    const vendor = await repository.findVendor(vendorId);
    if (!vendor || vendor.ownerUserId !== viewer.userId) throw new AppError('FORBIDDEN');
  }

  /** One order with its items; 404 when there is none. */
  async function read(orderId: string): Promise<Order> {
    const row = await repository.findOrder(orderId);
    if (!row) throw new AppError('NOT_FOUND');
    const [order] = await withItems([row]);
    return order!;
  }

  return {
    requireVendorManager,
    read,

    /**
     * Only the customer themself or the admin
     * (docs/design.md "Decisions where the spec is silent or shows a defect", row "customer orders
     * by id in the path"); newest first.
     */
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
export type OrderReads = ReturnType<typeof orderReads>;
