/**
 * The cart as stored in localStorage under 'shopping-cart' (spec: cart state). Only what
 * the shell needs: reading the badge count and adding one item. The cart issue owns this
 * file and will move the rules into @souq/domain.
 */
export const CART_STORAGE_KEY = 'shopping-cart';
/** Fired in this tab after a write; 'storage' events only reach the other tabs. */
export const CART_CHANGED_EVENT = 'souq:cart-changed';

export interface CartItem {
  id: string;
  productId: string;
  variantId: string | null;
  variantName: string | null;
  name: string;
  price: number;
  currency: string;
  quantity: number;
  imageUrl: string | null;
  vendorId: string;
  vendorName: string;
  deliveryPrice: number;
  maxStock: number;
  availabilityMode: 'for_sale' | 'display_only';
  pickupAvailable: boolean;
  deliveryAvailable: boolean;
  paymentCod: boolean;
  paymentShamcash: boolean;
  paymentGoldmasters: boolean;
}

/** A missing or unreadable cart is an empty cart (spec: a parse failure is logged and ignored). */
export function readCart(): CartItem[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as CartItem[]) : [];
  } catch (error) {
    console.warn('shopping-cart is not valid JSON; treating the cart as empty', error);
    return [];
  }
}

export function writeCart(items: CartItem[]): void {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}

/** Items in the cart: the sum of quantities, ignoring anything malformed. */
export function countItems(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => {
    const quantity = Number(item?.quantity);
    return Number.isInteger(quantity) && quantity > 0 ? sum + quantity : sum;
  }, 0);
}

/**
 * Spec (cart actions): the same product and variant again raises the quantity, capped at
 * maxStock; anything else is appended.
 */
export function mergeIntoCart(items: readonly CartItem[], added: CartItem): CartItem[] {
  const index = items.findIndex(
    (item) => item.productId === added.productId && item.variantId === added.variantId,
  );
  if (index === -1)
    return [...items, { ...added, quantity: Math.min(added.quantity, added.maxStock) }];
  return items.map((item, i) =>
    i === index
      ? { ...item, quantity: Math.min(item.quantity + added.quantity, item.maxStock) }
      : item,
  );
}

export function addToStoredCart(item: CartItem): void {
  writeCart(mergeIntoCart(readCart(), item));
}
