import { useSyncExternalStore } from 'react';
import { countItems, readCart, subscribeToCart } from './cart-storage';

const countFromStorage = () => countItems(readCart());

/** The cart badge number, kept in step with other tabs and with writes in this tab. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribeToCart, countFromStorage, () => 0);
}
