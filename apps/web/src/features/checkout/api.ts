import { paths } from '@souq/domain/paths';
import type { CreateOrderInput, Order } from '@souq/domain/schemas/orders';
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
