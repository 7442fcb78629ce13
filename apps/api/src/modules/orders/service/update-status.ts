import {
  canMoveOrder,
  nextStatuses,
  type OrderActor,
  restoresStock,
} from '@souq/domain/order-status';
import type { Order, UpdateOrderStatusInput } from '@souq/domain/schemas/orders';
import { AppError } from '../../../http/app-error';
import type { AdminAudit } from '../../admin-audit';
import type { Viewer } from '../../auth';
import type { OrderEvents } from '../../order-events';
import type { OrderRepository } from '../repository';
import type { OrderRow } from '../repository/orders';
import { applyMove } from './move-order';
import type { OrderNotices } from './notices';
import type { OrderReads } from './order-reads';

/** Admin first, then the store's owner, then the customer who placed it; else nobody. */
async function actorOf(
  repository: OrderRepository,
  viewer: Viewer,
  order: OrderRow,
): Promise<OrderActor | null> {
  if (viewer.type === 'admin') return 'admin';
  const vendor = await repository.findVendor(order.vendorId);
  if (vendor?.ownerUserId === viewer.userId) return 'vendor';
  if (order.customerId === viewer.userId) return 'customer';
  return null;
}

/**
 * update-order-status: moves an order along the machine of order-status.ts, records who,
 * when, from and to, and on cancelling gives the units back to stock, all in one transaction
 * (move-order.ts). The move applies only if the order is still where it was read, so two racing
 * changes (say, two cancels, or a confirmation and the lapse sweeper) cannot both apply and
 * stock is never restored twice.
 */
export function updateStatusService(
  repository: OrderRepository,
  reads: OrderReads,
  /** Tells the customer of others' moves, the store of the customer's cancel; never throws. */
  notify: OrderNotices['statusChanged'],
  /** Tells the store's open boards, in every API process (order-events); never throws. */
  notifyOrderChanged: OrderEvents['publish'],
  /** An administrator's move joins the audit log, in the move's own transaction. */
  audit: Pick<AdminAudit, 'record'>,
) {
  return async function updateStatus(
    viewer: Viewer,
    orderId: string,
    input: UpdateOrderStatusInput,
  ): Promise<Order> {
    const order = await repository.findOrder(orderId);
    if (!order || (input.vendor_id && input.vendor_id !== order.vendorId)) {
      throw new AppError('NOT_FOUND');
    }
    const actor = await actorOf(repository, viewer, order);
    if (!actor) throw new AppError('FORBIDDEN');
    const from = order.status;
    const state = { status: from, deliveryRequested: order.deliveryRequested };
    if (!canMoveOrder(state, input.status, actor)) {
      // A move the store could make is the customer's to ask for, not to make: 403.
      if (canMoveOrder(state, input.status, 'admin')) throw new AppError('FORBIDDEN');
      throw new AppError('STATUS_CHANGE_NOT_ALLOWED', undefined, {
        from,
        to: input.status,
        allowed: nextStatuses(state, actor),
      });
    }
    const items = restoresStock(input.status) ? await repository.itemsOf([orderId]) : [];
    const note = input.note ?? null;
    await repository.transaction(async (tx) => {
      const move = { orderId, from, to: input.status, actor, changedBy: viewer.userId, note };
      if (!(await applyMove(tx, repository, move, items))) throw new AppError('CONFLICT');
      if (actor === 'admin') {
        await audit.record(tx, {
          by: { userId: viewer.userId, email: viewer.email },
          action: 'order.status',
          target: { type: 'order', id: orderId, label: String(order.number) },
          reason: note,
          details: { from, to: input.status },
        });
      }
    });
    notifyOrderChanged({ vendorId: order.vendorId, orderId, kind: 'status' });
    const moved = await reads.read(orderId);
    await notify(moved, { from, note, by: actor });
    return moved;
  };
}
