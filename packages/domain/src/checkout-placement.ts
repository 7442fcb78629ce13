/**
 * The checks an order must pass when it is placed (spec §5 Checkout, DESIGN "Server-side
 * authority"), over lines the server loaded itself. The checkout screens run the same checks
 * to keep the confirm button honest; the server refuses with the first problem's error code.
 */
import {
  allowedFulfilment,
  allowedPayments,
  type CheckoutLine,
  isWalletMethod,
  type VendorAccounts,
} from './checkout';
import type { ErrorCode } from './errors';
import type { FulfilmentMethod, PaymentMethod } from './orders';

export interface PlacementChoice {
  vendorId: string;
  currency: string;
  fulfilment: FulfilmentMethod;
  paymentMethod: PaymentMethod;
  receipt: string | null;
  hasAddress: boolean;
}

export type PlacementProblem =
  | 'empty'
  | 'wrong_vendor'
  | 'display_only'
  | 'multiple_currencies'
  | 'out_of_stock'
  | 'fulfilment_not_allowed'
  | 'payment_not_allowed'
  | 'receipt_required'
  | 'address_required';

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
} as const satisfies Record<PlacementProblem, ErrorCode>;

/** Spec §5: pickup orders carry an address in Syria at latitude and longitude 0. */
export const PICKUP_ADDRESS = {
  street: null,
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

type Check = (
  lines: readonly CheckoutLine[],
  choice: PlacementChoice,
  vendor: VendorAccounts,
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
  ['address_required', (_, c) => c.fulfilment !== 'delivery' || c.hasAddress],
];

/** Every problem of an order about to be placed; an empty list means it may be placed. */
export function placementProblems(
  lines: readonly CheckoutLine[],
  choice: PlacementChoice,
  vendor: VendorAccounts,
): PlacementProblem[] {
  // Nothing else can be said of an order without lines.
  if (lines.length === 0) return ['empty'];
  return checks.filter(([, passes]) => !passes(lines, choice, vendor)).map(([problem]) => problem);
}
