import { type Coordinates, distanceKm, isValidCoordinate } from './distance';
import type { Minor } from './money';

/**
 * A store's delivery fee rule (docs/decisions/017-order-operations.md "Delivery fee"), amounts in
 * minor units here; the HTTP payloads carry decimal numbers (schemas/seller-orders.ts).
 * - free: nothing to pay;
 * - flat: the same amount wherever the address is;
 * - per_km: base + per_km for each started kilometre of the straight-line (haversine) distance
 *   from the store to the address, and nothing at all when the order's subtotal reaches
 *   free_above (when set).
 */
export type DeliveryFeeRule =
  | { kind: 'free' }
  | { kind: 'flat'; amount: Minor }
  | { kind: 'per_km'; base: Minor; perKm: Minor; freeAbove: Minor | null };

export interface DeliveryFeeInput {
  /** Null when the store never set a rule: the fee is not known and the order says so. */
  rule: DeliveryFeeRule | null;
  store: Coordinates | null;
  address: Coordinates | null;
  subtotal: Minor;
}

/** Kilometres charged for a distance: each started kilometre counts, 0 km costs nothing extra. */
export function chargedKilometres(km: number): number {
  // 3.0000000001 km from float noise is still 3 km: round to metres first.
  const metres = Math.round(km * 1000);
  return Math.ceil(metres / 1000);
}

/**
 * The delivery fee in minor units, or null when it cannot be known (no rule, or a per-km rule
 * without a valid store or address position). Pure: the server calls it at placement and for
 * the checkout's quote, so both agree.
 */
export function deliveryFee({ rule, store, address, subtotal }: DeliveryFeeInput): Minor | null {
  if (!rule) return null;
  if (rule.kind !== 'per_km' || isFreeAbove(rule, subtotal))
    return feeAtDistance(rule, 0, subtotal);
  if (!store || !address) return null;
  if (!isValidCoordinate(store.latitude, store.longitude)) return null;
  if (!isValidCoordinate(address.latitude, address.longitude)) return null;
  return feeAtDistance(rule, distanceKm(store, address), subtotal);
}

function isFreeAbove(rule: Extract<DeliveryFeeRule, { kind: 'per_km' }>, subtotal: Minor): boolean {
  return rule.freeAbove !== null && subtotal >= rule.freeAbove;
}

/**
 * The fee of an order of `subtotal` delivered `km` away: the rule's arithmetic alone, so the
 * store's settings can show an example ("an order of X at 5 km pays Y") with the very
 * arithmetic placement uses.
 */
export function feeAtDistance(rule: DeliveryFeeRule, km: number, subtotal: Minor): Minor {
  if (rule.kind === 'free') return 0;
  if (rule.kind === 'flat') return rule.amount;
  if (isFreeAbove(rule, subtotal)) return 0;
  return rule.base + rule.perKm * chargedKilometres(km);
}
