import { paths } from '@souq/domain/paths';
import type { CustomerOrderList, Order } from '@souq/domain/schemas/orders';
import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** Every shopper's order list; placing or cancelling an order refetches them. */
export const customerOrdersKey = ['customer-orders'] as const;

/**
 * GET get-customer-orders/{customerId}: the newest page. Keyed by the shopper so whoever signs
 * in next on this device never sees the previous shopper's cached orders. Spec orders §9: one
 * retry.
 */
export const customerOrdersQuery = (customerId: string) =>
  queryOptions({
    queryKey: [...customerOrdersKey, customerId],
    queryFn: ({ signal }) =>
      http<CustomerOrderList>(paths.api.customerOrders(customerId), { signal }),
    staleTime: 60_000,
    retry: 1,
  });

/** Spec orders §7 update-order-status: a customer may only cancel a pending order. */
export function cancelOrder(orderId: string): Promise<Order> {
  return http(paths.api.updateOrderStatus(orderId), {
    method: 'PATCH',
    body: { status: 'cancelled' },
  });
}
