import type { Product } from '@souq/domain/schemas/catalogue';
import type { CartItem } from './cart-storage';

/**
 * Spec (products having variants): a product counts as having variants only when some
 * variant has a size or colour plus a numeric price adjustment and stock count.
 */
export function hasVariants(product: Product): boolean {
  return product.product_variants.some(
    (variant) =>
      Boolean(variant.size || variant.color) &&
      typeof variant.price_adjustment === 'number' &&
      typeof variant.stock_count === 'number',
  );
}

export type AddProblem = 'displayOnly' | 'outOfStock' | 'notPurchasable' | 'missingVendor';

/** Spec (can add to cart): for sale, in stock, and pickup or delivery offered. */
export function addProblemOf(product: Product): AddProblem | null {
  if (product.availability_mode !== 'for_sale') return 'displayOnly';
  if (product.stock_count <= 0) return 'outOfStock';
  if (!product.pickup_available && !product.delivery_available) return 'notPurchasable';
  if (!product.vendor_id) return 'missingVendor';
  return null;
}

/** One unit of a product without variants, as the cart stores it. */
export function productToCartItem(product: Product, now = Date.now()): CartItem {
  return {
    id: `${product.id}-default-${now}`,
    productId: product.id,
    variantId: null,
    variantName: null,
    name: product.name,
    price: product.base_price,
    currency: product.currency,
    quantity: 1,
    imageUrl: product.product_images[0]?.image_url ?? null,
    vendorId: product.vendor_id,
    vendorName: product.vendor_profiles.vendor_name,
    deliveryPrice: product.delivery_price,
    maxStock: product.stock_count,
    availabilityMode: product.availability_mode,
    pickupAvailable: product.pickup_available,
    deliveryAvailable: product.delivery_available,
    paymentCod: product.payment_cash_on_delivery,
    paymentShamcash: product.payment_shamcash,
    paymentGoldmasters: product.payment_goldmasters,
  };
}
