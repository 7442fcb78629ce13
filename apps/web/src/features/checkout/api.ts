import { paths } from '@souq/domain/paths';
import type { CreateOrderInput, Order } from '@souq/domain/schemas/orders';
import type { deliveryQuoteReply } from '@souq/domain/schemas/seller-orders';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/lib/http';

/**
 * POST create-order. The Idempotency-Key names one checkout attempt: a retry of the same
 * attempt (same body) reuses it, so a lost answer never places the order twice.
 */
export function createOrder(input: CreateOrderInput, idempotencyKey: string): Promise<Order> {
  return http(paths.api.createOrder(), {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** What the delivery quote is asked about: the store, the address's position, the subtotal. */
export interface QuoteRequest {
  vendorId: string;
  latitude: number;
  longitude: number;
  subtotal: number;
  currency: string;
}

/**
 * GET the delivery fee the store's rule gives this address and subtotal, the same function the
 * server applies when the order is placed (docs/decisions/017-order-operations.md "Delivery
 * fee"); null: not known (no rule, a rule in another currency, or no position for a per-km rule).
 */
export const deliveryQuoteQuery = (request: QuoteRequest) =>
  queryOptions({
    queryKey: ['delivery-quote', request],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        vendor_id: request.vendorId,
        latitude: String(request.latitude),
        longitude: String(request.longitude),
        subtotal: String(request.subtotal),
        currency: request.currency,
      });
      return http<z.infer<typeof deliveryQuoteReply>>(`${paths.api.deliveryQuote()}?${query}`, {
        signal,
      });
    },
    // The store may change its rule at any time: a quote is good for the review, not for long.
    staleTime: 30_000,
    retry: 1,
  });
