import type {
  AdminOrderDetail,
  AdminOrderList,
  AdminOrdersQuery,
  AdminStatusInput,
} from '@souq/domain/schemas/admin-orders';
import { AppError } from '../../../http/app-error';
import type { Viewer } from '../../auth';
import type { OrderRepository } from '../repository';
import { orderDetail } from './order-detail';
import type { OrderReads } from './order-reads';
import type { updateStatusService } from './update-status';

/**
 * The operator's orders (issue 19, decision 021): every store's orders with filters, one in
 * full with its history, and any move the status machine allows, with a reason. Moves go
 * through update-order-status (history, stock, mails, live boards, and the audit log).
 */
export function adminOrdersService(
  repository: OrderRepository,
  reads: OrderReads,
  updateStatus: ReturnType<typeof updateStatusService>,
) {
  return {
    async list(query: AdminOrdersQuery): Promise<AdminOrderList> {
      const { rows, count } = await repository.adminPage(query);
      return {
        data: rows.map(({ order, vendorName }) => {
          const contact = order.customerContactInfo ?? {};
          return {
            id: order.id,
            number: order.number,
            status: order.status,
            payment_status: order.paymentStatus,
            payment_method: order.paymentMethod,
            delivery_requested: order.deliveryRequested,
            currency: order.currency,
            total_amount: Number(order.totalAmount),
            vendor_id: order.vendorId,
            vendor_name: vendorName,
            customer_name: contact.name ?? '',
            customer_phone: contact.phone ?? null,
            created_at: order.createdAt.toISOString(),
          };
        }),
        count,
        limit: query.limit,
        offset: query.offset,
      };
    },

    async detail(orderId: string): Promise<AdminOrderDetail> {
      const row = await repository.findOrder(orderId);
      if (!row) throw new AppError('NOT_FOUND');
      return orderDetail(repository, reads, row, 'admin');
    },

    async move(viewer: Viewer, orderId: string, input: AdminStatusInput) {
      await updateStatus(viewer, orderId, { status: input.status, note: input.reason });
      return this.detail(orderId);
    },
  };
}
export type AdminOrdersService = ReturnType<typeof adminOrdersService>;
