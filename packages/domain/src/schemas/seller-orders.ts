import { z } from 'zod';
import { type DeliveryFeeRule, deliveryFee } from '../delivery-fee';
import { sellerOrdersValidation as m, orderCsvValidation } from '../locales/ar/seller-orders';
import { fromMinor, toMinor } from '../money';
import { MAX_EXPORT_DAYS } from '../order-csv';
import { orderActors, orderGroups } from '../order-status';
import { orderStatuses, paymentMethods } from '../orders';
import { paymentStatuses } from '../payment-status';
import { currencies } from './catalogue';
import { MAX_PAGE_SIZE, uuid } from './common';
import { order } from './order-read';

/**
 * The seller console's order payloads (docs/decisions/017-order-operations.md). Amounts are
 * decimal numbers in the order's currency with at most two places, as everywhere in the HTTP
 * contract (docs/design.md); the server computes in minor units (money.ts).
 */
const MAX_FEE = 100_000_000;

const amount = z
  .number({ error: m.amountInvalid })
  .finite(m.amountInvalid)
  .min(0, m.amountInvalid)
  .max(MAX_FEE, m.amountTooHigh)
  .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), m.amountInvalid);

/**
 * The currency a priced rule's amounts are in. A store may sell in several currencies and there
 * is no exchange rate to convert by: an order in another currency gets no computed fee (the
 * store sets it when accepting). Rules stored before the field existed are in Syrian pounds.
 */
const DEFAULT_FEE_CURRENCY = 'SYP';
const feeCurrency = z
  .enum(currencies, { error: m.feeCurrencyInvalid })
  .default(DEFAULT_FEE_CURRENCY);

/**
 * GET/PUT /api/seller/store/delivery-fee: the signed-in owner's store's rule.
 * free: no fee; flat: `amount` wherever the address is; per_km: `base` + `per_km` for each
 * started kilometre from the store to the address (straight line), nothing when the order's
 * subtotal reaches `free_above` (null: never free).
 */
export const deliveryFeeRuleSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('free') }).strict(),
    z.object({ kind: z.literal('flat'), amount, currency: feeCurrency }).strict(),
    z
      .object({
        kind: z.literal('per_km'),
        base: amount,
        per_km: amount,
        free_above: amount.nullable().default(null),
        currency: feeCurrency,
      })
      .strict(),
  ],
  { error: m.feeKindInvalid },
);
export type DeliveryFeeRulePayload = z.infer<typeof deliveryFeeRuleSchema>;

/** The reply of both: the rule, or null while the store has set none (the fee is then unknown). */
export const deliveryFeeRuleReply = z.object({ rule: deliveryFeeRuleSchema.nullable() });

/** The rule in minor units for delivery-fee.ts (whatever its currency: the settings' example). */
export function ruleInMinor(rule: DeliveryFeeRulePayload): DeliveryFeeRule {
  if (rule.kind === 'free') return rule;
  if (rule.kind === 'flat') return { kind: 'flat', amount: toMinor(rule.amount) };
  return {
    kind: 'per_km',
    base: toMinor(rule.base),
    perKm: toMinor(rule.per_km),
    freeAbove: rule.free_above === null ? null : toMinor(rule.free_above),
  };
}

/**
 * POST /api/seller/orders/{id}/payment/reject: why the store found no such payment (shown to
 * the shopper). The order is cancelled and its stock restored (decision 018 "Payment status").
 */
export const paymentRejectInput = z
  .object({
    reason: z
      .string({ error: m.reasonRequired })
      .trim()
      .min(1, m.reasonRequired)
      .max(500, m.reasonTooLong),
  })
  .strict();

/**
 * The rule that prices an order in `currency`, in minor units; null when the rule's amounts are
 * in another currency (the fee is then unknown). `rule` may be as stored, from before the field.
 */
export function ruleForCurrency(
  rule: DeliveryFeeRulePayload,
  currency: string,
): DeliveryFeeRule | null {
  if (rule.kind !== 'free' && (rule.currency ?? DEFAULT_FEE_CURRENCY) !== currency) return null;
  return ruleInMinor(rule);
}

/** GET /api/orders/delivery-quote: the fee the checkout's review shows before placing. */
export const deliveryQuoteQuery = z.object({
  vendor_id: uuid,
  /** The cart's currency: a rule priced in another one quotes nothing. */
  currency: z.enum(currencies).default(DEFAULT_FEE_CURRENCY),
  latitude: z.coerce.number().finite().min(-90).max(90),
  longitude: z.coerce.number().finite().min(-180).max(180),
  subtotal: z.coerce
    .number()
    .finite()
    .min(0)
    .max(MAX_FEE * 100),
});

/** delivery_fee null: the store set no rule (or has no position for a per-km rule): unknown. */
export const deliveryQuoteReply = z.object({ delivery_fee: z.number().nullable() });

/** A rule (as stored, possibly from an older shape) and the inputs -> the fee as a decimal. */
export function quoteFee(
  rule: DeliveryFeeRulePayload | null,
  currency: string,
  input: Omit<Parameters<typeof deliveryFee>[0], 'rule'>,
): number | null {
  const fee = deliveryFee({ ...input, rule: rule ? ruleForCurrency(rule, currency) : null });
  return fee === null ? null : fromMinor(fee);
}

/**
 * GET /api/seller/orders: the signed-in owner's store's orders in one board group, newest first,
 * `q` matching the order's human number exactly ('1042', '#1042', '١٠٤٢'; that order first), or
 * contained in the customer's name or phone or the id's last 8 characters (the reference older
 * mails carried) (order-search.ts, docs/decisions/020).
 */
export const sellerOrdersQuery = z.object({
  group: z.enum(orderGroups).default('new'),
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** One board card. duplicate_receipt: another wallet order of this store has the same receipt. */
const sellerOrderRow = z.object({
  id: uuid,
  /** The human number (order-read.ts); the card's link goes by `id`. */
  number: z.number().int().positive(),
  status: z.enum(orderStatuses),
  payment_status: z.enum(paymentStatuses),
  payment_method: z.enum(paymentMethods),
  payment_receipt: z.string().nullable(),
  duplicate_receipt: z.boolean(),
  delivery_requested: z.boolean(),
  currency: z.string(),
  total_amount: z.number(),
  delivery_fee: z.number().nullable(),
  customer_name: z.string(),
  customer_phone: z.string().nullable(),
  item_count: z.number().int(),
  created_at: z.string(),
});

/** The page of the group asked for, and every group's count under the same `q`. */
export const sellerOrdersReply = z.object({
  data: z.array(sellerOrderRow),
  count: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  counts: z.object({
    new: z.number().int(),
    in_progress: z.number().int(),
    ready: z.number().int(),
    done: z.number().int(),
    cancelled: z.number().int(),
  }),
});
/** GET /api/seller/orders as the web board reads it. */
export type SellerOrdersReply = z.infer<typeof sellerOrdersReply>;
/** One card of the board. */
export type SellerOrderRow = SellerOrdersReply['data'][number];

/** GET /api/seller/orders/{id}: the order as read, plus what the store works with. */
export const sellerOrderDetail = order.extend({
  payment_note: z.string().nullable().describe('why the store rejected the payment'),
  duplicate_receipt: z.boolean(),
  history: z.array(
    z.object({
      from_status: z.enum(orderStatuses).nullable(),
      to_status: z.enum(orderStatuses),
      actor: z.enum(orderActors),
      note: z.string().nullable(),
      at: z.string(),
    }),
  ),
  next_statuses: z
    .array(z.enum(orderStatuses))
    .describe('the moves the status machine allows the store from here'),
});
export type SellerOrderDetail = z.infer<typeof sellerOrderDetail>;

/**
 * POST /api/seller/orders/{id}/status: a move the status machine allows the store; cancelling
 * needs a reason (shown to the customer). 'delivered' on a delivery order needs its proof photo
 * uploaded first (409 DELIVERY_PROOF_REQUIRED).
 */
export const sellerStatusInput = z
  .object({
    status: z.enum(orderStatuses),
    reason: z.string().trim().max(500, m.reasonTooLong).optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.status === 'cancelled' && !input.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: m.cancelReasonRequired });
    }
  });

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
}
/** A day in a query (the orders export, the operator's order filters): 2026-13-45 is a 400. */
export const isoDay = z.string().max(10).refine(isCalendarDay, orderCsvValidation.dateInvalid);

/**
 * GET /api/seller/orders.csv?from&to: the store's orders placed on these days (both included, on
 * the clock of Syria), at most MAX_EXPORT_DAYS days.
 */
export const ordersCsvQuery = z
  .object({ from: isoDay, to: isoDay })
  .superRefine(({ from, to }, ctx) => {
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
    if (days < 0)
      ctx.addIssue({ code: 'custom', path: ['to'], message: orderCsvValidation.rangeInvalid });
    else if (days + 1 > MAX_EXPORT_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: orderCsvValidation.rangeTooLong });
    }
  });

/**
 * POST /api/seller/orders/{id}/delivery-fee: the store sets a delivery order's fee while
 * accepting it (pending or confirmed), with the reason the customer is mailed.
 */
export const deliveryFeeAdjustInput = z
  .object({
    delivery_fee: amount,
    reason: z
      .string({ error: m.feeReasonRequired })
      .trim()
      .min(1, m.feeReasonRequired)
      .max(500, m.reasonTooLong),
  })
  .strict();
