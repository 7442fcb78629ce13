import type { CartItem } from './cart';

/** A for-sale cart line of one SYP vendor (cod, pickup and delivery); tests override the rest. */
export const cartItemFixture = (overrides: Partial<CartItem> = {}): CartItem => ({
  id: 'p1-default-1',
  productId: 'p1',
  variantId: null,
  variantName: null,
  name: 'قميص',
  price: 100,
  currency: 'SYP',
  quantity: 1,
  imageUrl: null,
  vendorId: 'v1',
  vendorName: 'متجر',
  deliveryPrice: 0,
  maxStock: 3,
  availabilityMode: 'for_sale',
  pickupAvailable: true,
  deliveryAvailable: true,
  paymentCod: true,
  paymentShamcash: false,
  paymentGoldmasters: false,
  ...overrides,
});
