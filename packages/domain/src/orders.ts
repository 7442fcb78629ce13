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

export const fulfilmentMethods = ['pickup', 'delivery'] as const;
export type FulfilmentMethod = (typeof fulfilmentMethods)[number];

/** Spec §9: the order number shown is the last 8 characters of the order id. */
export const orderNumber = (orderId: string): string => orderId.slice(-8);
