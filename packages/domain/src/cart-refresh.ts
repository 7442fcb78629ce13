/**
 * Bringing stored cart lines up to date with the catalogue when the cart opens: current
 * price, stock and purchase options. The server re-checks prices and stock at order time
 * anyway (409 PRICE_CHANGED / OUT_OF_STOCK); this only spares the shopper that surprise.
 */
import type { CartItem } from './cart';

/** What the catalogue says about a line today (a product, or its chosen variant). */
export type FreshLine = Pick<
  CartItem,
  | 'name'
  | 'imageUrl'
  | 'price'
  | 'maxStock'
  | 'availabilityMode'
  | 'pickupAvailable'
  | 'deliveryAvailable'
  | 'paymentCod'
  | 'paymentShamcash'
  | 'paymentGoldmasters'
>;

export type RefreshChange =
  | { kind: 'price'; name: string; from: number; to: number; currency: string }
  | { kind: 'quantity'; name: string; quantity: number }
  | { kind: 'unavailable'; name: string };

/**
 * `fresh` per cart item id: a FreshLine, null when the product (or variant) is gone, and no
 * entry when it could not be checked (offline): such lines stay as they are. A line with no
 * stock left is removed; a quantity above the stock comes down to it.
 */
export function refreshCart(
  items: readonly CartItem[],
  fresh: ReadonlyMap<string, FreshLine | null>,
): { items: CartItem[]; changes: RefreshChange[] } {
  const next: CartItem[] = [];
  const changes: RefreshChange[] = [];
  for (const item of items) {
    const line = fresh.get(item.id);
    if (line === undefined) {
      next.push(item);
      continue;
    }
    if (line === null || line.maxStock <= 0) {
      changes.push({ kind: 'unavailable', name: item.name });
      continue;
    }
    const quantity = Math.min(item.quantity, line.maxStock);
    if (line.price !== item.price)
      changes.push({
        kind: 'price',
        name: line.name,
        from: item.price,
        to: line.price,
        currency: item.currency,
      });
    if (quantity < item.quantity) changes.push({ kind: 'quantity', name: line.name, quantity });
    next.push({ ...item, ...line, quantity });
  }
  return { items: next, changes };
}
