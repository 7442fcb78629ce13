import { paths } from '@souq/domain/paths';
import type { shopperOrderDetail } from '@souq/domain/schemas/order-detail';
import type { CustomerOrderList, Order } from '@souq/domain/schemas/orders';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { HttpError, http } from '@/lib/http';

export type ShopperOrder = z.infer<typeof shopperOrderDetail>;

/**
 * Every shopper's order list and order page live under this key: placing or cancelling an
 * order refetches them all.
 */
export const customerOrdersKey = ['customer-orders'] as const;

/** The API's own page size for a shopper's list (order-read.ts), asked for explicitly. */
const CUSTOMER_ORDERS_PAGE = 50;

/**
 * GET get-customer-orders/{customerId}, newest first, one page of 50 at a time by offset until
 * `count` is reached. Keyed by the shopper so whoever signs in next on this device never sees the
 * previous shopper's cached orders. Spec orders §9: one retry.
 */
export const customerOrdersQuery = (customerId: string) =>
  infiniteQueryOptions({
    queryKey: [...customerOrdersKey, 'list', customerId],
    queryFn: ({ pageParam, signal }) => {
      const page = new URLSearchParams({
        limit: String(CUSTOMER_ORDERS_PAGE),
        offset: String(pageParam),
      });
      return http<CustomerOrderList>(`${paths.api.customerOrders(customerId)}?${page}`, {
        signal,
      });
    },
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const loaded = last.offset + last.orders.length;
      return last.orders.length > 0 && loaded < last.count ? loaded : undefined;
    },
    staleTime: 60_000,
    retry: 1,
  });

/** GET /api/orders/{id}: one of the shopper's orders with its timeline (404 if not theirs). */
export const shopperOrderQuery = (orderId: string) =>
  queryOptions({
    queryKey: [...customerOrdersKey, 'order', orderId],
    queryFn: ({ signal }) => http<ShopperOrder>(paths.api.shopperOrder(orderId), { signal }),
    staleTime: 30_000,
    // 404 and 403 are answers (not the shopper's order), not failures worth asking again.
    retry: (failures, error) => failures < 1 && !isMissing(error),
  });

/** The order is not there for this shopper: unknown, someone else's, or a malformed id (400). */
export function isMissing(error: unknown): boolean {
  return error instanceof HttpError && [400, 403, 404].includes(error.status);
}

/** Spec orders §7 update-order-status: a customer may only cancel a pending order. */
export function cancelOrder(orderId: string): Promise<Order> {
  return http(paths.api.updateOrderStatus(orderId), {
    method: 'PATCH',
    body: { status: 'cancelled' },
  });
}
