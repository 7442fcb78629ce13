/**
 * What the cart page shows beside the lines: each line's total and the subtotal per currency
 * (the lines' groups are in cart-groups.ts). Sums run in integer minor units (money.ts), never on floats.
 */
import type { CartItem } from './cart';
import { fromMinor, multiplyMinor, toMinor } from './money';

/** Unit price times quantity, exact to the minor unit. */
export function lineTotal(item: Pick<CartItem, 'price' | 'quantity'>): number {
  return fromMinor(multiplyMinor(toMinor(item.price), item.quantity));
}

export interface CurrencyTotal {
  currency: string;
  total: number;
}

/** One subtotal per currency (a mixed cart cannot be summed into one number). */
export function subtotalsByCurrency(items: readonly CartItem[]): CurrencyTotal[] {
  const sums = new Map<string, number>();
  for (const item of items) {
    const minor = multiplyMinor(toMinor(item.price), item.quantity);
    sums.set(item.currency, (sums.get(item.currency) ?? 0) + minor);
  }
  return [...sums].map(([currency, minor]) => ({ currency, total: fromMinor(minor) }));
}
