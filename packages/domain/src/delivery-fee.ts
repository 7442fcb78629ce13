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
  if (rule.kind === 'free') return 0;
  if (rule.kind === 'flat') return rule.amount;
  if (rule.freeAbove !== null && subtotal >= rule.freeAbove) return 0;
  if (!store || !address) return null;
  if (!isValidCoordinate(store.latitude, store.longitude)) return null;
  if (!isValidCoordinate(address.latitude, address.longitude)) return null;
  return rule.base + rule.perKm * chargedKilometres(distanceKm(store, address));
}
