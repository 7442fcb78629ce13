import {
  canMoveOrder,
  nextStatuses,
  type OrderActor,
  restoresStock,
} from '@souq/domain/order-status';
import type { OrderStatus } from '@souq/domain/orders';
import type { Order, UpdateOrderStatusInput } from '@souq/domain/schemas/orders';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Viewer } from '../auth';
import type { OrderRepository, OrderRow } from './order-repository';
import type { StatusChange } from './status-mail';
import { findVendor, lockOrder, returnStock } from './stock-repository';

/** Admin first, then the store's owner, then the customer who placed it; else nobody. */
async function actorOf(db: Db, viewer: Viewer, order: OrderRow): Promise<OrderActor | null> {
  if (viewer.type === 'admin') return 'admin';
  const vendor = await findVendor(db, order.vendorId);
  if (vendor?.ownerUserId === viewer.userId) return 'vendor';
  if (order.customerId === viewer.userId) return 'customer';
  return null;
}

/**
 * update-order-status: moves an order along the machine of order-status.ts, records who,
 * when, from and to, and on cancelling gives the units back to stock, all in one transaction.
 * The move applies only if the order is still where it was read, so two racing changes
 * (say, two cancels) cannot both apply and stock is never restored twice.
 */
export function updateStatusService(
  db: Db,
  repository: OrderRepository,
  read: (orderId: string) => Promise<Order>,
  /** Tells the customer of a move the store or the admin made; must not throw. */
  notify: (order: Order, change: StatusChange) => Promise<void> | void = () => {},
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
    const actor = await actorOf(db, viewer, order);
    if (!actor) throw new AppError('FORBIDDEN');
    const from = order.status as OrderStatus;
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
    await db.transaction(async (tx) => {
      if (!(await repository.moveStatus(tx, orderId, from, input.status))) {
        throw new AppError('CONFLICT');
      }
      const back = items.flatMap((item) =>
        item.productId
          ? [{ productId: item.productId, variantId: item.variantId, quantity: item.quantity }]
          : [],
      );
      for (const line of lockOrder(back)) await returnStock(tx, line);
      await repository.addHistory(tx, {
        orderId,
        fromStatus: from,
        toStatus: input.status,
        changedBy: viewer.userId,
        actorRole: actor,
        note: input.note,
      });
    });
    const moved = await read(orderId);
    if (actor !== 'customer') await notify(moved, { from, note: input.note ?? null });
    return moved;
  };
}
