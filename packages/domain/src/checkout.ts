/**
 * Checkout readiness (spec orders §4 "Checkout readiness", §5 cart issues) as small named checks
 * that return codes, vendure-style: the web shows the code's Arabic text, the server runs the same
 * checks on the rows it loaded itself. Pure, no I/O.
 */
import type { CartItem } from './cart';
import {
  type FulfilmentMethod,
  MAX_PAYMENT_WINDOW_HOURS,
  MIN_PAYMENT_WINDOW_HOURS,
  type PaymentMethod,
} from './orders';

/** What a check needs of a line: a CartItem has it; the server builds it from the database. */
export type CheckoutLine = Pick<
  CartItem,
  | 'productId'
  | 'vendorId'
  | 'currency'
  | 'quantity'
  | 'maxStock'
  | 'availabilityMode'
  | 'pickupAvailable'
  | 'deliveryAvailable'
  | 'paymentCod'
  | 'paymentShamcash'
  | 'paymentGoldmasters'
>;

/** The vendor's wallet account numbers; a wallet method needs its number (spec orders §4). */
export interface VendorAccounts {
  shamcash_account: string | null;
  goldmasters_account: string | null;
}

export type CartIssue =
  | 'empty'
  | 'display_only'
  | 'multiple_vendors'
  | 'multiple_currencies'
  | 'no_fulfilment'
  | 'no_payment';

const distinct = <T>(values: readonly T[]): T[] => [...new Set(values)];

/** Pickup when every line offers pickup, delivery when every line offers delivery. */
export function allowedFulfilment(lines: readonly CheckoutLine[]): FulfilmentMethod[] {
  if (lines.length === 0) return [];
  const offered: FulfilmentMethod[] = [];
  if (lines.every((line) => line.pickupAvailable)) offered.push('pickup');
  if (lines.every((line) => line.deliveryAvailable)) offered.push('delivery');
  return offered;
}

const hasAccount = (value: string | null | undefined): boolean => Boolean(value?.trim());

/**
 * Methods every line allows. cod only with delivery (or before fulfilment is chosen);
 * with the vendor's accounts known, a wallet method also needs its account number.
 */
export function allowedPayments(
  lines: readonly CheckoutLine[],
  fulfilment: FulfilmentMethod | null = null,
  vendor: VendorAccounts | null = null,
): PaymentMethod[] {
  if (lines.length === 0) return [];
  const offered: PaymentMethod[] = [];
  const walletOk = (account: string | null) => vendor === null || hasAccount(account);
  if (lines.every((l) => l.paymentShamcash) && walletOk(vendor?.shamcash_account ?? null))
    offered.push('shamcash');
  if (lines.every((l) => l.paymentGoldmasters) && walletOk(vendor?.goldmasters_account ?? null))
    offered.push('goldmasters');
  if (lines.every((l) => l.paymentCod) && fulfilment !== 'pickup') offered.push('cod');
  return offered;
}

/** Spec orders §4: the cart may go to checkout only when this list is empty. */
export function cartIssues(lines: readonly CheckoutLine[]): CartIssue[] {
  if (lines.length === 0) return ['empty'];
  const issues: CartIssue[] = [];
  if (lines.some((line) => line.availabilityMode !== 'for_sale')) issues.push('display_only');
  if (distinct(lines.map((line) => line.vendorId)).length > 1) issues.push('multiple_vendors');
  if (distinct(lines.map((line) => line.currency)).length > 1) issues.push('multiple_currencies');
  if (allowedFulfilment(lines).length === 0) issues.push('no_fulfilment');
  if (allowedPayments(lines).length === 0) issues.push('no_payment');
  return issues;
}

/** Spec orders §4: the fulfilment choice defaults to delivery when delivery is offered. */
export function defaultFulfilment(lines: readonly CheckoutLine[]): FulfilmentMethod | null {
  const offered = allowedFulfilment(lines);
  return offered.includes('delivery') ? 'delivery' : (offered[0] ?? null);
}

/** Wallet methods carry the transfer's receipt number; cod carries a contact phone instead. */
export const isWalletMethod = (method: PaymentMethod): boolean => method !== 'cod';

/**
 * Hours the store has to check a new order's payment before it lapses, or null for no deadline:
 * cash on delivery is paid at the door. The store's window is kept within the allowed range.
 */
export function paymentDeadlineHours(
  method: PaymentMethod,
  storeWindowHours: number,
): number | null {
  if (!isWalletMethod(method)) return null;
  return Math.min(MAX_PAYMENT_WINDOW_HOURS, Math.max(MIN_PAYMENT_WINDOW_HOURS, storeWindowHours));
}
