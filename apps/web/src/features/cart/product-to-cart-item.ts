import { type AddToCartProblem, type CartItem, canAddToCart, cartItemId } from '@souq/domain/cart';
import type { Product } from '@souq/domain/schemas/catalogue';
import { hasVariants, type ParsedVariant } from '@souq/domain/variants';

export { hasVariants };

export type AddProblem = AddToCartProblem;

/** Spec (can add to cart): for sale, in stock, pickup or delivery, a chosen variant. */
export function addProblemOf(product: Product, variant?: ParsedVariant | null): AddProblem | null {
  return canAddToCart(product, variant);
}

/** `quantity` units of a product (or one of its variants), as the cart stores them. */
export function productToCartItem(
  product: Product,
  options: { variant?: ParsedVariant | null; quantity?: number; now?: number } = {},
): CartItem {
  const { variant = null, quantity = 1, now = Date.now() } = options;
  return {
    id: cartItemId(product.id, variant?.id ?? null, now),
    productId: product.id,
    variantId: variant?.id ?? null,
    variantName: variant?.name ?? null,
    name: product.name,
    price: variant?.price ?? product.base_price,
    currency: product.currency,
    quantity,
    imageUrl: product.product_images[0]?.image_url ?? null,
    vendorId: product.vendor_id,
    vendorName: product.vendor_profiles.vendor_name,
    deliveryPrice: product.delivery_price,
    maxStock: variant?.stockCount ?? product.stock_count,
    availabilityMode: product.availability_mode,
    pickupAvailable: product.pickup_available,
    deliveryAvailable: product.delivery_available,
    paymentCod: product.payment_cash_on_delivery,
    paymentShamcash: product.payment_shamcash,
    paymentGoldmasters: product.payment_goldmasters,
  };
}
