/**
 * The order status machine (DESIGN decision "order status transitions"): which status may
 * follow which, and who may move an order. The vendor owner and the admin move orders; the
 * customer may only cancel while the order is pending. Pure, no I/O.
 */
import type { OrderStatus } from './orders';

export type OrderActor = 'customer' | 'vendor' | 'admin';

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
  if (actor === 'customer')
    return allowed.filter((status) => status === 'cancelled' && order.status === 'pending');
  return allowed;
}

export function canMoveOrder(order: OrderState, to: OrderStatus, actor: OrderActor): boolean {
  return nextStatuses(order, actor).includes(to);
}

/** Cancelling gives the units back to stock; a refund follows a delivery, the goods are gone. */
export const restoresStock = (to: OrderStatus): boolean => to === 'cancelled';
