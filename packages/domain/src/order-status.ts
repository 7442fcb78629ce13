/**
 * The order status machine (docs/design.md "Decisions where the spec is silent or shows a defect",
 * row "order status transitions"): which status may follow which, and who may move an order. The
 * vendor owner and the admin move orders; the customer may only cancel while the order is pending.
 * Pure, no I/O.
 */
import type { OrderStatus } from './orders';

/**
 * Who moved an order (order_status_history.actor_role). 'system' is the server itself: it
 * cancels a wallet order whose payment nobody checked before its deadline (payment_due_at).
 */
export const orderActors = ['customer', 'vendor', 'admin', 'system'] as const;
export type OrderActor = (typeof orderActors)[number];

/** What an order is moved by: its status and whether it is to be delivered. */
export interface OrderState {
  status: OrderStatus;
  deliveryRequested: boolean;
}

const next: Record<OrderStatus, (order: OrderState) => OrderStatus[]> = {
  pending: () => ['confirmed', 'cancelled'],
  confirmed: () => ['preparing', 'cancelled'],
  // A pickup order is made ready at the shop; a delivery order goes out.
  preparing: (o) => [o.deliveryRequested ? 'out_for_delivery' : 'ready_for_pickup', 'cancelled'],
  ready_for_pickup: () => ['delivered'],
  out_for_delivery: () => ['delivered'],
  delivered: () => ['refunded'],
  cancelled: () => [],
  refunded: () => [],
};

/** The statuses an actor may move this order to (the vendor screen's buttons). */
export function nextStatuses(order: OrderState, actor: OrderActor): OrderStatus[] {
  const allowed = next[order.status](order);
  // The customer withdraws an order the store has not taken yet; the system lets an unpaid
  // one lapse. Neither moves an order any further.
  if (actor === 'customer' || actor === 'system')
    return allowed.filter((status) => status === 'cancelled' && order.status === 'pending');
  return allowed;
}

export function canMoveOrder(order: OrderState, to: OrderStatus, actor: OrderActor): boolean {
  return nextStatuses(order, actor).includes(to);
}

/** Cancelling gives the units back to stock; a refund follows a delivery, the goods are gone. */
export const restoresStock = (to: OrderStatus): boolean => to === 'cancelled';

/**
 * An order is open and unpaid while the store has not confirmed it: for a wallet order it has
 * not checked the receipt, for cash on delivery it has not accepted the order. Such orders hold
 * stock without money behind it, so their units count against the customer's cap
 * (checkout-placement.ts MAX_UNPAID_QUANTITY_PER_PRODUCT) and a wallet one lapses at its
 * payment deadline. (A later payment status will refine 'unpaid'; this stays the one place.)
 */
export const unpaidStatuses = ['pending'] as const satisfies readonly OrderStatus[];
export const holdsUnpaid = (status: OrderStatus): boolean =>
  unpaidStatuses.some((unpaid) => unpaid === status);

/**
 * A delivery proof is the photo taken at hand-over, so only an order being handed over or
 * already handed over takes one: out for delivery (the courier at the door), ready for pickup
 * (the counter, for a pickup order: the same moment for the other fulfilment) and delivered
 * (a photo uploaded after marking it, or a better one). Never before the goods leave the store
 * (pending, confirmed, preparing), nor on a cancelled or refunded order.
 */
export const deliveryProofStatuses = [
  'ready_for_pickup',
  'out_for_delivery',
  'delivered',
] as const satisfies readonly OrderStatus[];
export const acceptsDeliveryProof = (status: OrderStatus): boolean =>
  deliveryProofStatuses.some((handedOver) => handedOver === status);

/**
 * The seller board's columns (docs/decisions/017-order-operations.md "Board"): every status in
 * exactly one group, so the counts add up to the store's orders.
 */
export const orderGroups = ['new', 'in_progress', 'ready', 'done', 'cancelled'] as const;
export type OrderGroup = (typeof orderGroups)[number];
export const groupStatuses: Record<OrderGroup, readonly OrderStatus[]> = {
  new: ['pending'],
  in_progress: ['confirmed', 'preparing'],
  ready: ['ready_for_pickup', 'out_for_delivery'],
  done: ['delivered', 'refunded'],
  cancelled: ['cancelled'],
};
export const groupOf = (status: OrderStatus): OrderGroup =>
  orderGroups.find((group) => groupStatuses[group].includes(status)) ?? 'new';
