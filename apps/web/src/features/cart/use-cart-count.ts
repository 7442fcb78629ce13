import { useSyncExternalStore } from 'react';
import { CART_CHANGED_EVENT, CART_STORAGE_KEY, countItems, readCart } from './cart-storage';

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CART_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CART_CHANGED_EVENT, onChange);
  };
}

const countFromStorage = () => countItems(readCart());

/** The cart badge number, kept in step with other tabs and with writes in this tab. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribe, countFromStorage, () => 0);
}
