import { minorToDecimalText, toMinor } from '@souq/domain/money';
import { MAX_EXPORT_ROWS, ordersCsv } from '@souq/domain/order-csv';
import { groupOf, orderGroups } from '@souq/domain/order-status';
import type {
  deliveryFeeAdjustInput,
  sellerOrderDetail,
  sellerOrdersQuery,
  sellerOrdersReply,
  sellerStatusInput,
} from '@souq/domain/schemas/seller-orders';
import type { z } from 'zod';
import { AppError } from '../../../http/app-error';
import type { Viewer } from '../../auth';
import type { OrderEvents } from '../../order-events';
import type { OrderRepository } from '../repository';
import type { OrderNotices } from './notices';
import { orderDetail } from './order-detail';
import type { OrderReads } from './order-reads';
import type { updateStatusService } from './update-status';

type BoardReply = z.infer<typeof sellerOrdersReply>;

/**
 * The seller board (docs/decisions/017-order-operations.md "Board"): the signed-in owner's
 * store's orders by group with every group's count, and one order in full. Another store's
 * order is 404, as if it did not exist; a user without a store gets 404 STORE_NOT_FOUND.
 */
export function sellerOrdersService(
  repository: OrderRepository,
  reads: OrderReads,
  updateStatus: ReturnType<typeof updateStatusService>,
  notifyFee: OrderNotices['feeChanged'],
  /** Tells the store's open boards, in every API process (order-events); never throws. */
  notifyOrderChanged: OrderEvents['publish'],
) {
  async function storeOf(viewer: Viewer) {
    const store = await repository.storeOf(viewer.userId);
    if (!store) throw new AppError('STORE_NOT_FOUND');
    return store;
  }

  return {
    async board(viewer: Viewer, query: z.infer<typeof sellerOrdersQuery>): Promise<BoardReply> {
      const store = await storeOf(viewer);
      const { rows, byStatus } = await repository.boardPage(store.id, query);
      const counts = Object.fromEntries(orderGroups.map((g) => [g, 0])) as BoardReply['counts'];
      for (const { status, count } of byStatus) counts[groupOf(status)] += count;
      return {
        data: rows.map(({ order, duplicateReceipt, itemCount }) => {
          const contact = order.customerContactInfo ?? {};
          return {
            id: order.id,
            number: order.number,
            status: order.status,
            payment_status: order.paymentStatus,
            payment_method: order.paymentMethod,
            payment_receipt: order.paymentReceipt,
            duplicate_receipt: duplicateReceipt,
            delivery_requested: order.deliveryRequested,
            currency: order.currency,
            total_amount: Number(order.totalAmount),
            delivery_fee: order.deliveryFee === null ? null : Number(order.deliveryFee),
            customer_name: contact.name ?? '',
            customer_phone: contact.phone || null,
            item_count: itemCount,
            created_at: order.createdAt.toISOString(),
          };
        }),
        count: counts[query.group],
        limit: query.limit,
        offset: query.offset,
        counts,
      };
    },

    /**
     * A store move through update-order-status (the machine, history, stock, mail and the live
     * board), after the store's own checks: the order is its own (else 404) and a delivery order
     * is delivered only with its proof photo already uploaded.
     */
    async move(viewer: Viewer, orderId: string, input: z.infer<typeof sellerStatusInput>) {
      const store = await storeOf(viewer);
      const row = await repository.findOrder(orderId);
      if (!row || row.vendorId !== store.id) throw new AppError('NOT_FOUND');
      if (input.status === 'delivered' && row.deliveryRequested && !row.deliveryProofUrl) {
        throw new AppError('DELIVERY_PROOF_REQUIRED');
      }
      return updateStatus(viewer, orderId, {
        status: input.status,
        vendor_id: store.id,
        note: input.reason ?? null,
      });
    },

    /** The export (order-csv.ts): the store's orders of a day range, bounded in days and rows. */
    async csv(viewer: Viewer, range: { from: string; to: string }): Promise<string> {
      const store = await storeOf(viewer);
      const { rows, items } = await repository.exportRows(
        store.id,
        range.from,
        range.to,
        MAX_EXPORT_ROWS,
      );
      return ordersCsv(
        rows.map((o) => ({
          number: o.number,
          createdAt: o.createdAt,
          status: o.status,
          paymentStatus: o.paymentStatus,
          paymentMethod: o.paymentMethod,
          paymentReceipt: o.paymentReceipt,
          customerName: o.customerContactInfo?.name ?? '',
          customerPhone: o.customerContactInfo?.phone || null,
          deliveryRequested: o.deliveryRequested,
          address: o.deliveryAddress?.formatted_address ?? null,
          items: items
            .filter((item) => item.orderId === o.id)
            .map((item) => ({
              name: item.productSnapshot?.name ?? '',
              variant: item.variantName,
              quantity: item.quantity,
            })),
          subtotal: o.subtotalAmount,
          deliveryFee: o.deliveryFee,
          total: o.totalAmount,
          currency: o.currency,
        })),
      );
    },

    /**
     * The store sets a delivery order's fee while accepting it (pending or confirmed; else 409),
     * the total follows, the store's open boards hear of it (the total on their cards changed)
     * and the customer is mailed the reason.
     */
    async adjustFee(
      viewer: Viewer,
      orderId: string,
      input: z.infer<typeof deliveryFeeAdjustInput>,
    ) {
      const store = await storeOf(viewer);
      const row = await repository.findOrder(orderId);
      if (!row || row.vendorId !== store.id) throw new AppError('NOT_FOUND');
      const fee = toMinor(input.delivery_fee);
      const total = toMinor(row.subtotalAmount) + fee;
      const set = await repository.setFee(
        orderId,
        minorToDecimalText(fee),
        minorToDecimalText(total),
      );
      if (!set) {
        throw new AppError('STATUS_CHANGE_NOT_ALLOWED', undefined, {
          status: row.status,
          delivery_requested: row.deliveryRequested,
        });
      }
      notifyOrderChanged({ vendorId: store.id, orderId, kind: 'fee' });
      const order = await reads.read(orderId);
      const previous = row.deliveryFee === null ? null : Number(row.deliveryFee);
      await notifyFee(order, { previous, reason: input.reason });
      return order;
    },

    async detail(viewer: Viewer, orderId: string): Promise<z.infer<typeof sellerOrderDetail>> {
      const store = await storeOf(viewer);
      const row = await repository.findOrder(orderId);
      if (!row || row.vendorId !== store.id) throw new AppError('NOT_FOUND');
      return orderDetail(repository, reads, row, 'vendor');
    },
  };
}
export type SellerOrdersService = ReturnType<typeof sellerOrdersService>;
