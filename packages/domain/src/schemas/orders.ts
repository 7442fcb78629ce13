import { z } from 'zod';
import { orderStatuses, paymentMethods } from '../orders';
import { ADDRESS_DETAIL_MAX } from './addresses';
import { currencies } from './catalogue';
import { uuid } from './common';

/**
 * Order payloads (spec orders §3 Order payload, §7 calls; the read shapes are in order-read.ts).
 * The create-order body is the spec's payload plus variant_id per item
 * (docs/design.md "Decisions where the spec is silent or shows a defect", row "order item
 * payload"); the server trusts none of its prices, snapshots or customer_id, and checks the rest
 * against the database.
 */
export const MAX_ORDER_ITEMS = 50;
export const MAX_ITEM_QUANTITY = 99;
const MAX_RECEIPT_LENGTH = 120;
export const MAX_ORDER_NOTES_LENGTH = 1000;
const MAX_IDEMPOTENCY_KEY_LENGTH = 100;

const amount = z.number().finite().min(0).max(1e12);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** Idempotency-Key header: one per checkout attempt, printable ASCII (other headers kept). */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .min(1)
    .max(MAX_IDEMPOTENCY_KEY_LENGTH)
    .regex(/^[\x21-\x7e]+$/)
    .describe('one key per checkout attempt; a retry with the same key returns the same order'),
});

const orderItemInput = z
  .object({
    product_id: uuid,
    variant_id: uuid.nullish().transform((v) => v ?? null),
    /** What the shopper saw; informative only, the server stores its own snapshot. */
    product_snapshot: z
      .object({
        name: z.string().max(200),
        description: z.string().max(5000).nullish(),
        price: amount.nullish(),
        image_url: z.string().max(2000).nullish(),
      })
      .partial()
      .optional(),
    quantity: z.number().int().min(1).max(MAX_ITEM_QUANTITY),
    unit_price: amount.describe('the price the shopper saw; a different current price is a 409'),
  })
  // No key beyond the spec's (see createOrderInput).
  .strict();

/** The saved address's snapshot; building and floor are what a courier needs beyond the pin. */
const deliveryAddressInput = z.object({
  street: optionalText(ADDRESS_DETAIL_MAX.street),
  building: optionalText(ADDRESS_DETAIL_MAX.building),
  floor: optionalText(ADDRESS_DETAIL_MAX.floor),
  city: optionalText(100),
  country: z.string().trim().min(1).max(100).default('Syria'),
  latitude: z.number().finite().min(-90).max(90),
  longitude: z.number().finite().min(-180).max(180),
  formatted_address: optionalText(500),
  delivery_notes: optionalText(500),
});

const lineKey = (item: { product_id: string; variant_id: string | null }) =>
  `${item.product_id}/${item.variant_id ?? ''}`;

/**
 * Body of POST /functions/v1/create-order: no key beyond the spec's payload, at the top and in
 * each item. An extra `status`, `total_amount` or `subtotal` is tampering: 400 and nothing
 * written, rather than silently dropped. The web client sends exactly these keys (checkout
 * order-input.ts).
 */
export const createOrderInput = z
  .object({
    vendor_id: uuid,
    customer_id: z.string().max(100).optional().describe('ignored: always the signed-in user'),
    items: z
      .array(orderItemInput)
      .min(1)
      .max(MAX_ORDER_ITEMS)
      .refine((items) => new Set(items.map(lineKey)).size === items.length, {
        message: 'each product and variant once',
      }),
    payment_receipt: optionalText(MAX_RECEIPT_LENGTH),
    payment_method: z.enum(paymentMethods),
    customer_contact_info: z
      .object({
        name: z.string().trim().min(1).max(120),
        phone: optionalText(30),
        email: optionalText(254),
      })
      .optional()
      .describe("defaults to the signed-in user's name, phone and email"),
    delivery_address: deliveryAddressInput.nullish().transform((v) => v ?? null),
    delivery_requested: z.boolean(),
    currency: z.enum(currencies),
    notes: optionalText(MAX_ORDER_NOTES_LENGTH),
  })
  .strict();
export type CreateOrderInput = z.input<typeof createOrderInput>;
export type CreateOrderData = z.infer<typeof createOrderInput>;

/** Body of PATCH update-order-status/{orderId}. */
export const updateOrderStatusInput = z.object({
  status: z.enum(orderStatuses),
  vendor_id: uuid.optional().describe("when given, must be the order's vendor"),
  note: optionalText(500),
});
export type UpdateOrderStatusInput = z.infer<typeof updateOrderStatusInput>;

/** details of a 409 PRICE_CHANGED: the current price of every line. */
export const currentPrices = z.object({
  items: z.array(
    z.object({ product_id: uuid, variant_id: uuid.nullable(), unit_price: z.number() }),
  ),
});
export type CurrentPrices = z.infer<typeof currentPrices>;

export * from './order-read';
