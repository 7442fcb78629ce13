/**
 * One order per store and currency (spec orders §1 "orders are created for one vendor at a time",
 * and the order payload carries one currency). The cart may hold several stores and currencies:
 * it is split into checkout groups, each placed as its own order while the others wait in the
 * cart. Pure; the web's cart and checkout screens show and use these.
 */
import type { CartItem } from './cart';
import { type CartIssue, cartIssues } from './checkout';
import { fromMinor, multiplyMinor, toMinor } from './money';

export interface CheckoutGroup {
  /** Stable while the group has lines: what a checkout link names (`?group=`). */
  key: string;
  vendorId: string;
  vendorName: string;
  currency: string;
  items: CartItem[];
  subtotal: number;
  /** Why this group cannot be ordered yet (never vendor or currency: a group has one of each). */
  issues: CartIssue[];
  /** The store sells this cart's lines in more than one currency: one group per currency. */
  storeHasOtherCurrencies: boolean;
}

/** The key of a store and currency; a currency code never holds the separator. */
export function checkoutGroupKey(vendorId: string, currency: string): string {
  return `${vendorId}~${currency}`;
}

/** Groups in the order their first line was added, so a new item never reorders the cart. */
export function checkoutGroups(items: readonly CartItem[]): CheckoutGroup[] {
  const byKey = new Map<string, CartItem[]>();
  for (const item of items) {
    const key = checkoutGroupKey(item.vendorId, item.currency);
    const lines = byKey.get(key);
    if (lines) lines.push(item);
    else byKey.set(key, [item]);
  }
  const currenciesOf = new Map<string, Set<string>>();
  for (const item of items) {
    const set = currenciesOf.get(item.vendorId) ?? new Set<string>();
    set.add(item.currency);
    currenciesOf.set(item.vendorId, set);
  }
  return [...byKey].map(([key, lines]) => {
    const [first] = lines as [CartItem];
    const minor = lines.reduce((sum, l) => sum + multiplyMinor(toMinor(l.price), l.quantity), 0);
    return {
      key,
      vendorId: first.vendorId,
      vendorName: first.vendorName,
      currency: first.currency,
      items: lines,
      subtotal: fromMinor(minor),
      issues: cartIssues(lines),
      storeHasOtherCurrencies: (currenciesOf.get(first.vendorId)?.size ?? 1) > 1,
    };
  });
}

/**
 * The group a checkout works on: the one its link names, or the cart's only group. Null when
 * the link names none that is in the cart, or the cart has several and the link names none.
 */
export function checkoutGroupOf(
  items: readonly CartItem[],
  key: string | null,
): CheckoutGroup | null {
  const groups = checkoutGroups(items);
  if (key) return groups.find((group) => group.key === key) ?? null;
  return groups.length === 1 ? (groups[0] ?? null) : null;
}

export type SeparateOrderReason = 'vendor' | 'currency';

/**
 * Told before adding (a notice, not an error): the item will start a new group, so a separate
 * order — another store, or the same store's other currency. Null when it joins a group or the
 * cart is empty.
 */
export function separateOrderReason(
  items: readonly Pick<CartItem, 'vendorId' | 'currency'>[],
  candidate: Pick<CartItem, 'vendorId' | 'currency'>,
): SeparateOrderReason | null {
  if (items.length === 0) return null;
  const sameStore = items.filter((item) => item.vendorId === candidate.vendorId);
  if (sameStore.length === 0) return 'vendor';
  return sameStore.some((item) => item.currency === candidate.currency) ? null : 'currency';
}
