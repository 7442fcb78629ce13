import { createOrderInput, MAX_ORDER_ITEMS, orderItemInput } from '@souq/domain/schemas/orders';
import { z } from 'zod';

const lineKey = (item: { product_id: string; variant_id: string | null }) =>
  `${item.product_id}/${item.variant_id ?? ''}`;

/**
 * The create-order body as the API accepts it: the shared schema with no key beyond the spec's
 * payload, at the top and in each item. An extra `status`, `total_amount` or `subtotal` is
 * tampering: 400 and nothing written, rather than silently dropped. The web client sends
 * exactly these keys (apps/web checkout order-input.ts). The item list keeps the shared
 * schema's limits and its "each product and variant once" rule.
 */
export const strictCreateOrderInput = createOrderInput
  .extend({
    items: z
      .array(orderItemInput.strict())
      .min(1)
      .max(MAX_ORDER_ITEMS)
      .refine((items) => new Set(items.map(lineKey)).size === items.length, {
        message: 'each product and variant once',
      }),
  })
  .strict();
