/**
 * The checks an order must pass when it is placed (spec orders §5 Checkout,
 * docs/design.md "Server-side authority (the client is never trusted)"), over lines the server
 * loaded itself. The checkout screens run the same checks to keep the confirm button honest; the
 * server refuses with the first problem's error code.
 */
import {
  allowedFulfilment,
  allowedPayments,
  type CheckoutLine,
  isWalletMethod,
  type VendorAccounts,
} from './checkout';
import {
  type Coordinates,
  type DeliveryArea,
  distanceKm,
  isValidCoordinate,
  storePosition,
} from './distance';
import type { ErrorCode } from './errors';
import type { FulfilmentMethod, PaymentMethod } from './orders';

export interface PlacementChoice {
  vendorId: string;
  currency: string;
  fulfilment: FulfilmentMethod;
  paymentMethod: PaymentMethod;
  receipt: string | null;
  /** The delivery address's position; null when no address was chosen. */
  address: Coordinates | null;
}

/** What placement needs of the store: its wallet accounts and its delivery area. */
export type PlacementVendor = VendorAccounts & DeliveryArea;

export type PlacementProblem =
  | 'empty'
  | 'wrong_vendor'
  | 'display_only'
  | 'multiple_currencies'
  | 'out_of_stock'
  | 'fulfilment_not_allowed'
  | 'payment_not_allowed'
  | 'receipt_required'
  | 'address_required'
  | 'outside_delivery_area';

/** The API error code of each problem (its Arabic text is in locales/ar/errors.ts). */
export const placementErrorCode = {
  empty: 'VALIDATION_FAILED',
  wrong_vendor: 'WRONG_VENDOR',
  display_only: 'DISPLAY_ONLY',
  multiple_currencies: 'MIXED_CURRENCIES',
  out_of_stock: 'OUT_OF_STOCK',
  fulfilment_not_allowed: 'FULFILMENT_NOT_AVAILABLE',
  payment_not_allowed: 'PAYMENT_METHOD_NOT_AVAILABLE',
  receipt_required: 'RECEIPT_REQUIRED',
  address_required: 'ADDRESS_REQUIRED',
  outside_delivery_area: 'OUTSIDE_DELIVERY_AREA',
} as const satisfies Record<PlacementProblem, ErrorCode>;

/** Spec orders §5: pickup orders carry an address in Syria at latitude and longitude 0. */
export const PICKUP_ADDRESS = {
  street: null,
  building: null,
  floor: null,
  city: null,
  country: 'Syria',
  latitude: 0,
  longitude: 0,
  formatted_address: null,
  delivery_notes: null,
} as const;

/** Lines asking for more than is in stock (maxStock is the current stock). */
export function outOfStockLines<T extends CheckoutLine>(lines: readonly T[]): T[] {
  return lines.filter((line) => line.quantity > line.maxStock);
}

/** How far a delivery address is from the store and how far the store delivers (km). */
export interface DeliveryAreaMiss {
  /** null when the address has no valid coordinates. */
  distance_km: number | null;
  radius_km: number;
}

/**
 * Whether a store delivers to an address, by the vendors map's rule (distance.ts
 * coversLocation: within the radius, the edge included; an unknown position is never covered).
 * A store without a position cannot be measured from: nothing is refused, as before stores had
 * one, and the store judges the written address. With a position, an address without valid
 * coordinates is refused (it cannot be shown to be inside). Null when it delivers there.
 */
export function deliveryAreaMiss(
  vendor: DeliveryArea,
  address: Coordinates | null,
): DeliveryAreaMiss | null {
  const store = storePosition(vendor);
  if (!store) return null;
  const valid = address !== null && isValidCoordinate(address.latitude, address.longitude);
  const distance = valid ? distanceKm(store, address) : null;
  if (distance !== null && distance <= vendor.delivery_radius_km) return null;
  const tenths = (km: number) => Math.round(km * 10) / 10;
  return {
    distance_km: distance === null ? null : tenths(distance),
    radius_km: vendor.delivery_radius_km,
  };
}

type Check = (
  lines: readonly CheckoutLine[],
  choice: PlacementChoice,
  vendor: PlacementVendor,
) => boolean;

/** In the order a shopper should hear about them: the cart first, then the checkout steps. */
const checks: [PlacementProblem, Check][] = [
  ['wrong_vendor', (lines, c) => lines.every((line) => line.vendorId === c.vendorId)],
  ['display_only', (lines) => lines.every((line) => line.availabilityMode === 'for_sale')],
  ['multiple_currencies', (lines, c) => lines.every((line) => line.currency === c.currency)],
  ['out_of_stock', (lines) => outOfStockLines(lines).length === 0],
  ['fulfilment_not_allowed', (lines, c) => allowedFulfilment(lines).includes(c.fulfilment)],
  [
    'payment_not_allowed',
    (lines, c, vendor) => allowedPayments(lines, c.fulfilment, vendor).includes(c.paymentMethod),
  ],
  ['receipt_required', (_, c) => !isWalletMethod(c.paymentMethod) || Boolean(c.receipt?.trim())],
  ['address_required', (_, c) => c.fulfilment !== 'delivery' || c.address !== null],
  [
    'outside_delivery_area',
    (_, c, vendor) =>
      c.fulfilment !== 'delivery' || c.address === null || !deliveryAreaMiss(vendor, c.address),
  ],
];

/** Every problem of an order about to be placed; an empty list means it may be placed. */
export function placementProblems(
  lines: readonly CheckoutLine[],
  choice: PlacementChoice,
  vendor: PlacementVendor,
): PlacementProblem[] {
  // Nothing else can be said of an order without lines.
  if (lines.length === 0) return ['empty'];
  return checks.filter(([, passes]) => !passes(lines, choice, vendor)).map(([problem]) => problem);
}

/**
 * How many units of one product (all its variants together) one customer may hold in open
 * unpaid orders (order-status.ts holdsUnpaid), the new order included. Without a cap one
 * account could hold a product's whole stock with orders it never pays. Ten is more than a
 * household takes of one item in one go and little against a small shop's stock; the units are
 * free again as soon as the store confirms an order (it has seen the money or spoken to the
 * customer), so a real bulk buyer is slowed down, not refused. The stock and
 * MAX_ITEM_QUANTITY still limit each line as before.
 */
export const MAX_UNPAID_QUANTITY_PER_PRODUCT = 10;

/** A product this order would take its customer over the cap with. */
export interface UnpaidQuantityExcess {
  productId: string;
  /** Units in the customer's other open unpaid orders. */
  held: number;
  /** Units in this order. */
  requested: number;
  /** How many this order may still ask for (0 when the other orders already hold the cap). */
  allowed: number;
}

/** The products of this order over the cap, given what the customer already holds of each. */
export function unpaidQuantityExcess(
  lines: readonly { productId: string; quantity: number }[],
  held: ReadonlyMap<string, number>,
  max: number = MAX_UNPAID_QUANTITY_PER_PRODUCT,
): UnpaidQuantityExcess[] {
  const requested = new Map<string, number>();
  for (const line of lines) {
    requested.set(line.productId, (requested.get(line.productId) ?? 0) + line.quantity);
  }
  const over: UnpaidQuantityExcess[] = [];
  for (const [productId, quantity] of requested) {
    const already = held.get(productId) ?? 0;
    if (already + quantity <= max) continue;
    over.push({
      productId,
      held: already,
      requested: quantity,
      allowed: Math.max(0, max - already),
    });
  }
  return over;
}
