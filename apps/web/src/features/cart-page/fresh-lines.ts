import type { CartItem } from '@souq/domain/cart';
import type { FreshLine } from '@souq/domain/cart-refresh';
import type { Product } from '@souq/domain/schemas/catalogue';
import { parseVariants } from '@souq/domain/variants';
import { productToCartItem } from '@/features/cart/product-to-cart-item';
import { getProduct } from '@/features/catalogue/api/products';

/** Spec orders §7 reads one product per call; at most this many calls run at once. */
export const MAX_PARALLEL_PRODUCT_READS = 10;

/** The catalogue's view of a line: the chosen variant's price and stock, or null if gone. */
export function freshLineOf(item: CartItem, product: Product | null): FreshLine | null {
  if (!product) return null;
  const variant = item.variantId
    ? parseVariants(product).find((v) => v.id === item.variantId)
    : null;
  if (variant === undefined) return null;
  const line = productToCartItem(product, { variant });
  return {
    name: line.name,
    imageUrl: line.imageUrl,
    price: line.price,
    maxStock: line.maxStock,
    availabilityMode: line.availabilityMode,
    pickupAvailable: line.pickupAvailable,
    deliveryAvailable: line.deliveryAvailable,
    paymentCod: line.paymentCod,
    paymentShamcash: line.paymentShamcash,
    paymentGoldmasters: line.paymentGoldmasters,
  };
}

/**
 * Reads every product in the cart (each once, 10 at a time). A product that could not be
 * read (offline, server error) is left out of the answer: its lines stay untouched.
 */
export async function readFreshLines(
  items: readonly CartItem[],
  signal: AbortSignal,
): Promise<Map<string, FreshLine | null>> {
  const ids = [...new Set(items.map((item) => item.productId))];
  const products = new Map<string, Product | null>();
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next++] as string;
      try {
        products.set(id, await getProduct(id, signal));
      } catch {
        // Unknown is not gone: keep the line as stored.
      }
    }
  };
  await Promise.all(
    Array.from({ length: Math.min(MAX_PARALLEL_PRODUCT_READS, ids.length) }, worker),
  );
  const fresh = new Map<string, FreshLine | null>();
  for (const item of items)
    if (products.has(item.productId))
      fresh.set(item.id, freshLineOf(item, products.get(item.productId) ?? null));
  return fresh;
}
