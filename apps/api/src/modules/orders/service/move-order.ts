import { type OrderActor, restoresStock } from '@souq/domain/order-status';
import type { OrderStatus } from '@souq/domain/orders';
import type { PaymentStatus } from '@souq/domain/payment-status';
import type { Tx } from '../../../db/query';
import type { OrderRepository } from '../repository';
import type { OrderItemRow } from '../repository/orders';

export interface OrderMove {
  orderId: string;
  from: OrderStatus;
  to: OrderStatus;
  actor: OrderActor;
  /** The user who moved it; null for the server itself. */
  changedBy: string | null;
  note: string | null;
  /** A payment rejection sets the payment status outright (with its reason). */
  payment?: { status: PaymentStatus; note: string | null };
}

/**
 * The one way an order changes status, inside the caller's transaction: update-order-status
 * (a person) and the lapse sweeper (the server) both come through here. The move applies only
 * if the order is still in `from`, so two racing moves (a store confirming while the sweeper
 * cancels, two cancels) cannot both apply and stock is restored exactly once. False when the
 * order had already moved on.
 */
export async function applyMove(
  tx: Tx,
  repository: OrderRepository,
  move: OrderMove,
  items: readonly OrderItemRow[],
): Promise<boolean> {
  const { orderId, from, to } = move;
  if (!(await repository.moveStatus(tx, orderId, from, to, move.payment ?? null))) return false;
  if (restoresStock(move.to)) {
    const back = items.flatMap((item) =>
      item.productId
        ? [{ productId: item.productId, variantId: item.variantId, quantity: item.quantity }]
        : [],
    );
    await repository.returnStock(tx, back);
  }
  await repository.addHistory(tx, {
    orderId: move.orderId,
    fromStatus: move.from,
    toStatus: move.to,
    changedBy: move.changedBy,
    actorRole: move.actor,
    note: move.note,
  });
  return true;
}
