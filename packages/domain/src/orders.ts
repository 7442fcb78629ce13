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

/**
 * The order's human number ('1042') as people read it over the phone: Latin digits
 * (docs/decisions/002) and no thousands separator, so it reads and searches as typed. Replaces
 * spec orders §9's "last 8 characters of the id" on screen (docs/decisions/020); the words
 * around it ('طلب رقم') are the catalogue's.
 */
export const orderNumber = (number: number): string => String(number);

/**
 * A wallet order's receipt must be checked by the store within the store's payment window
 * (vendor_profiles.payment_window_hours), or the order is cancelled and its stock released.
 * A day by default: a small shop checks its wallet at least daily; at most a week.
 */
export const DEFAULT_PAYMENT_WINDOW_HOURS = 24;
export const MIN_PAYMENT_WINDOW_HOURS = 1;
export const MAX_PAYMENT_WINDOW_HOURS = 168;
