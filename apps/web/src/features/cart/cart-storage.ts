/**
 * The cart as stored in localStorage under 'shopping-cart' (spec: cart state). The rules
 * live in @souq/domain/cart (a pure reducer); this file only reads, writes and announces.
 */
import { type CartAction, type CartItem, cartReducer } from '@souq/domain/cart';
import { separateOrderReason } from '@souq/domain/cart-groups';
import { cartText } from '@souq/domain/locales/ar/cart';
import { notify } from '@/lib/notify';

export type { CartItem } from '@souq/domain/cart';

export const CART_STORAGE_KEY = 'shopping-cart';
/** Fired in this tab after a write; 'storage' events only reach the other tabs. */
export const CART_CHANGED_EVENT = 'souq:cart-changed';

/** A missing or unreadable cart is an empty cart (spec: a parse failure is logged and ignored). */
export function readCart(): CartItem[] {
  return parseCart(localStorage.getItem(CART_STORAGE_KEY) ?? '[]');
}

/** The cart in its stored text (also the server's empty '[]', which has no storage). */
export function parseCart(text: string): CartItem[] {
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed)) return cartReducer([], { type: 'load', items: parsed });
    console.warn('shopping-cart is not a list; treating the cart as empty');
    return [];
  } catch (error) {
    console.warn('shopping-cart is not valid JSON; treating the cart as empty', error);
    return [];
  }
}

export function writeCart(items: CartItem[]): void {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}

/** Applies one cart action to the stored cart and tells this tab's listeners. */
export function dispatchCart(action: CartAction): CartItem[] {
  const next = cartReducer(readCart(), action);
  writeCart(next);
  return next;
}

/** Items in the cart: the sum of quantities, ignoring anything malformed. */
export function countItems(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => {
    const quantity = Number(item?.quantity);
    return Number.isInteger(quantity) && quantity > 0 ? sum + quantity : sum;
  }, 0);
}

/**
 * Adds the item and says so; when it starts a new group of the cart (another store or currency)
 * the toast also says it will be a separate order (cart-groups.ts), calmly, not as an error.
 */
export function addToStoredCart(item: CartItem, toastDuration?: number): void {
  const reason = separateOrderReason(readCart(), item);
  dispatchCart({ type: 'add', item });
  notify.success(cartText.added, {
    duration: toastDuration,
    description: reason ? cartText.separateOrder[reason] : undefined,
  });
}

/** Calls `onChange` when the cart changes in this tab or another one (the storage event). */
export function subscribeToCart(onChange: () => void): () => void {
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
