/**
 * An order's payment status beside its order status (docs/decisions/017-order-operations.md
 * "Payment status"). A wallet order's receipt waits for the store's check (awaiting_check ->
 * confirmed, or rejected with a reason, which cancels the order); cash on delivery is due on
 * delivery and paid when the order is delivered. An order cancelled before any money was taken
 * is void. Pure, no I/O.
 */
import type { OrderStatus, PaymentMethod } from './orders';

export const paymentStatuses = [
  'awaiting_check',
  'confirmed',
  'rejected',
  'due_on_delivery',
  'paid',
  'void',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

const isWallet = (method: PaymentMethod) => method !== 'cod';

/** The payment status of an order just placed. */
export const initialPaymentStatus = (method: PaymentMethod): PaymentStatus =>
  isWallet(method) ? 'awaiting_check' : 'due_on_delivery';

/**
 * The payment status an order has from its method and order status alone: what migration 0008
 * writes for orders placed before payment statuses existed (its SQL spells out this table).
 * A wallet order the store moved past 'pending' had its receipt accepted.
 */
export function derivedPaymentStatus(method: PaymentMethod, status: OrderStatus): PaymentStatus {
  if (status === 'cancelled') return 'void';
  if (isWallet(method)) return status === 'pending' ? 'awaiting_check' : 'confirmed';
  return status === 'delivered' || status === 'refunded' ? 'paid' : 'due_on_delivery';
}

/**
 * The payment status after the order moves to `to`: accepting a wallet order confirms its
 * payment (pending -> confirmed is the store's check), cash is paid on delivery, and cancelling
 * voids a payment not yet taken. A payment the store rejects is set by the rejection itself.
 */
export function paymentAfterMove(current: PaymentStatus, to: OrderStatus): PaymentStatus {
  if (to === 'cancelled') {
    return current === 'awaiting_check' || current === 'due_on_delivery' ? 'void' : current;
  }
  if (to === 'confirmed' && current === 'awaiting_check') return 'confirmed';
  if (to === 'delivered' && current === 'due_on_delivery') return 'paid';
  return current;
}
