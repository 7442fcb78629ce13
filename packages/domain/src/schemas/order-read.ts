import { z } from 'zod';
import { orderStatuses, paymentMethods } from '../orders';
import { paymentStatuses } from '../payment-status';
import { listResponse, pagingQuery, uuid } from './common';

/**
 * Orders as read (spec orders §3 "Order (as read)", §7 order lists): the shape create-order, both
 * lists and update-order-status answer with. Amounts are decimal numbers (2 places).
 */

/** A shopper's list is one page of up to this many orders unless `limit` says otherwise. */
const MAX_CUSTOMER_ORDERS_PAGE = 50;

/**
 * An order's address as read (pickup orders: Syria at 0, 0). Orders placed before building and
 * floor existed read them as null.
 */
const deliveryAddress = z.object({
  street: z.string().nullable(),
  building: z.string().nullable(),
  floor: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  formatted_address: z.string().nullable(),
  delivery_notes: z.string().nullable(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddress>;

const orderItem = z.object({
  id: uuid,
  product_id: uuid.nullable(),
  variant_id: uuid.nullable(),
  variant_name: z.string().nullable(),
  product_snapshot: z.object({ name: z.string(), image_url: z.string().nullable() }),
  quantity: z.number().int(),
  unit_price: z.number(),
  total_price: z.number(),
});

export const order = z.object({
  id: uuid,
  number: z
    .number()
    .int()
    .positive()
    .describe(
      'the human order number, marketplace-wide from 1001, shown and searched instead of the ' +
        "id's last 8 characters (docs/decisions/020); `id` stays the key in paths",
    ),
  status: z.enum(orderStatuses),
  created_at: z.string(),
  updated_at: z.string(),
  customer_id: z.string(),
  vendor_id: uuid,
  vendor_name: z.string(),
  currency: z.string(),
  subtotal_amount: z.number(),
  delivery_fee: z
    .number()
    .nullable()
    .describe("by the store's rule at placement (decision 018); null: pickup, or not known yet"),
  total_amount: z.number(),
  payment_method: z.enum(paymentMethods),
  payment_status: z
    .enum(paymentStatuses)
    .describe('beside the order status (payment-status.ts); the store checks a wallet receipt'),
  payment_receipt: z.string().nullable(),
  delivery_requested: z.boolean(),
  delivery_address: deliveryAddress.nullable(),
  customer_contact_info: z.object({
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  notes: z.string().nullable(),
  delivery_proof_url: z.string().nullable(),
  payment_due_at: z
    .string()
    .nullable()
    .describe(
      'wallet orders: the store must check the payment by then or the order is cancelled ' +
        'automatically and its stock released; null for cash on delivery',
    ),
  order_items: z.array(orderItem),
});
export type Order = z.infer<typeof order>;

/** GET get-customer-orders/{customerId}: newest first. */
export const customerOrdersQuery = pagingQuery.extend({
  limit: z.coerce.number().int().min(1).max(100).default(MAX_CUSTOMER_ORDERS_PAGE),
});
export const customerOrderList = z.object({
  orders: z.array(order),
  count: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type CustomerOrderList = z.infer<typeof customerOrderList>;

/** GET get-vendor-orders/{vendorId}?status=: newest first. */
export const vendorOrdersQuery = pagingQuery.extend({ status: z.enum(orderStatuses).optional() });
export type VendorOrdersQuery = z.infer<typeof vendorOrdersQuery>;
export const vendorOrderList = listResponse(order);
export type VendorOrderList = z.infer<typeof vendorOrderList>;
