import type { CartAction, CartItem } from '@souq/domain/cart';
import { useSyncExternalStore } from 'react';
import { CART_STORAGE_KEY, dispatchCart, parseCart, subscribeToCart } from './cart-storage';

/** The raw stored text is the snapshot: stable between changes, so React does not loop. */
const snapshot = () => localStorage.getItem(CART_STORAGE_KEY) ?? '[]';

let lastText: string | null = null;
let lastItems: CartItem[] = [];
function itemsOf(text: string): CartItem[] {
  if (text !== lastText) {
    lastText = text;
    lastItems = parseCart(text);
  }
  return lastItems;
}

/** The cart items and the reducer's dispatch, in step with other tabs (storage event). */
export function useCart(): { items: CartItem[]; dispatch: (action: CartAction) => void } {
  const text = useSyncExternalStore(subscribeToCart, snapshot, () => '[]');
  return { items: itemsOf(text), dispatch: dispatchCart };
}
