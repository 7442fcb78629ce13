import { z } from 'zod';
import { type DeliveryFeeRule, deliveryFee } from '../delivery-fee';
import { sellerOrdersValidation as m } from '../locales/ar/seller-orders';
import { fromMinor, toMinor } from '../money';
import { uuid } from './common';

/**
 * The seller console's order payloads (docs/decisions/018-order-operations.md). Amounts are
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
 * GET/PUT /api/seller/store/delivery-fee: the signed-in owner's store's rule.
 * free: no fee; flat: `amount` wherever the address is; per_km: `base` + `per_km` for each
 * started kilometre from the store to the address (straight line), nothing when the order's
 * subtotal reaches `free_above` (null: never free).
 */
export const deliveryFeeRuleSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('free') }).strict(),
    z.object({ kind: z.literal('flat'), amount }).strict(),
    z
      .object({
        kind: z.literal('per_km'),
        base: amount,
        per_km: amount,
        free_above: amount.nullable().default(null),
      })
      .strict(),
  ],
  { error: m.feeKindInvalid },
);
export type DeliveryFeeRulePayload = z.infer<typeof deliveryFeeRuleSchema>;

/** The reply of both: the rule, or null while the store has set none (the fee is then unknown). */
export const deliveryFeeRuleReply = z.object({ rule: deliveryFeeRuleSchema.nullable() });

/** The rule in minor units for delivery-fee.ts. */
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

/** GET /api/orders/delivery-quote: the fee the checkout's review shows before placing. */
export const deliveryQuoteQuery = z.object({
  vendor_id: uuid,
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
  input: Omit<Parameters<typeof deliveryFee>[0], 'rule'>,
): number | null {
  const fee = deliveryFee({ ...input, rule: rule ? ruleInMinor(rule) : null });
  return fee === null ? null : fromMinor(fee);
}
