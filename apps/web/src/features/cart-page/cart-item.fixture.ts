import type { CartItem } from '@souq/domain/cart';
import { CART_STORAGE_KEY } from '@/features/cart/cart-storage';

/** A stored cart line for tests; ids need not look like the real ones. */
export function cartItemFixture(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 'p1-default-1',
    productId: 'p1',
    variantId: null,
    variantName: null,
    name: 'زيت زيتون بكر',
    price: 105000,
    currency: 'SYP',
    quantity: 1,
    imageUrl: '/media/p1.jpg',
    vendorId: 'v1',
    vendorName: 'معصرة إدلب',
    deliveryPrice: 0,
    maxStock: 3,
    availabilityMode: 'for_sale',
    pickupAvailable: true,
    deliveryAvailable: true,
    paymentCod: true,
    paymentShamcash: true,
    paymentGoldmasters: false,
    ...overrides,
  };
}

/** Puts lines into the cart the screens read (localStorage 'shopping-cart'). */
export function storeCart(items: CartItem[]): void {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
}
