/** Order vocabulary shared by checkout, the API and order history. */
export const orderStatuses = [
  'pending',
  'confirmed',
  'preparing',
  'ready_for_pickup',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const paymentMethods = ['shamcash', 'goldmasters', 'cod'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

const fulfilmentMethods = ['pickup', 'delivery'] as const;
export type FulfilmentMethod = (typeof fulfilmentMethods)[number];

/** Spec orders §9: the order number shown is the last 8 characters of the order id. */
export const orderNumber = (orderId: string): string => orderId.slice(-8);

/**
 * A wallet order's receipt must be checked by the store within the store's payment window
 * (vendor_profiles.payment_window_hours), or the order is cancelled and its stock released.
 * A day by default: a small shop checks its wallet at least daily; at most a week.
 */
export const DEFAULT_PAYMENT_WINDOW_HOURS = 24;
export const MIN_PAYMENT_WINDOW_HOURS = 1;
export const MAX_PAYMENT_WINDOW_HOURS = 168;
