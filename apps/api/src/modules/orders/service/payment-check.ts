import type { Order } from '@souq/domain/schemas/orders';
import { AppError } from '../../../http/app-error';
import type { Viewer } from '../../auth';
import type { OrderEvents } from '../../order-events';
import type { OrderRepository } from '../repository';
import type { OrderRow } from '../repository/orders';
import { applyMove } from './move-order';
import type { OrderNotices } from './notices';
import type { OrderReads } from './order-reads';

/**
 * The store checks a wallet order's receipt (docs/decisions/017-order-operations.md "Payment
 * status"): confirming is the store accepting the order (pending -> confirmed, payment
 * confirmed); rejecting cancels it with the reason, restores its stock and records the payment
 * as rejected. Both go through applyMove, whose update applies only while the order is still
 * pending, so racing checks cannot both apply and stock comes back exactly once (the loser gets
 * 409 CONFLICT). The customer gets the status mail of a confirmation, or the rejection's own mail.
 */
export function paymentCheckService(
  repository: OrderRepository,
  reads: OrderReads,
  notify: Pick<OrderNotices, 'statusChanged' | 'paymentRejected'>,
  notifyOrderChanged: OrderEvents['publish'],
) {
  /** The signed-in owner's order awaiting its check; another store's order is 404. */
  async function ownOrder(viewer: Viewer, orderId: string): Promise<OrderRow> {
    const order = await repository.findOrder(orderId);
    if (!order) throw new AppError('NOT_FOUND');
    const vendor = await repository.findVendor(order.vendorId);
    if (!vendor || vendor.ownerUserId !== viewer.userId) throw new AppError('NOT_FOUND');
    if (order.paymentStatus !== 'awaiting_check' || order.status !== 'pending') {
      throw new AppError('STATUS_CHANGE_NOT_ALLOWED', undefined, {
        status: order.status,
        payment_status: order.paymentStatus,
      });
    }
    return order;
  }

  async function check(viewer: Viewer, order: OrderRow, reason: string | null): Promise<Order> {
    const to = reason === null ? ('confirmed' as const) : ('cancelled' as const);
    const items = reason === null ? [] : await repository.itemsOf([order.id]);
    await repository.transaction(async (tx) => {
      const move = {
        orderId: order.id,
        from: order.status,
        to,
        actor: 'vendor' as const,
        changedBy: viewer.userId,
        note: reason,
        ...(reason === null ? {} : { payment: { status: 'rejected' as const, note: reason } }),
      };
      if (!(await applyMove(tx, repository, move, items))) throw new AppError('CONFLICT');
    });
    notifyOrderChanged({ vendorId: order.vendorId, orderId: order.id, kind: 'payment' });
    const moved = await reads.read(order.id);
    // A rejection has words of its own (the reason, nothing to pay), not a status change's.
    if (reason === null)
      await notify.statusChanged(moved, { from: order.status, note: null, by: 'vendor' });
    else await notify.paymentRejected(moved, reason);
    return moved;
  }

  return {
    async confirm(viewer: Viewer, orderId: string) {
      return check(viewer, await ownOrder(viewer, orderId), null);
    },
    async reject(viewer: Viewer, orderId: string, reason: string) {
      return check(viewer, await ownOrder(viewer, orderId), reason);
    },
  };
}
export type PaymentCheckService = ReturnType<typeof paymentCheckService>;
