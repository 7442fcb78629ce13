import { z } from 'zod';
import { orderActors } from '../order-status';
import { orderStatuses } from '../orders';
import { order } from './order-read';

/**
 * GET /api/orders/{id}: one of the signed-in customer's orders (or any, for the admin) with its
 * status timeline, fee, payment status and proof photo (docs/decisions/017-order-operations.md).
 * delivery_fee null: pickup, or not known yet ("calculated later").
 */
export const shopperOrderDetail = order.extend({
  payment_note: z.string().nullable().describe("the store's reason when it rejected the payment"),
  timeline: z.array(
    z.object({
      status: z.enum(orderStatuses),
      actor: z.enum(orderActors),
      note: z
        .string()
        .nullable()
        .describe("the store's, admin's or server's note; never the customer's"),
      at: z.string(),
    }),
  ),
});
