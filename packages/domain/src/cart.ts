/**
 * The shopping cart as a pure reducer (spec: cart state and actions) plus the add-to-cart
 * check of spec orders §5. The web keeps the state in localStorage.
 */
import type { Product } from './schemas/catalogue';
import { hasVariants, type ParsedVariant, parseVariants, totalVariantStock } from './variants';

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

export type CartAction =
  | { type: 'add'; item: CartItem }
  | { type: 'remove'; id: string }
  | { type: 'updateQuantity'; id: string; quantity: number }
  | { type: 'clear' }
  | { type: 'removeVendor'; vendorId: string }
  /** A placed order takes its store's lines in its currency; the other groups stay (cart-groups.ts). */
  | { type: 'removeGroup'; vendorId: string; currency: string }
  /**
   * Conflict resolution (spec orders §4): keep one vendor's or one currency's items, drop the rest.
   */
  | { type: 'keepVendor'; vendorId: string }
  | { type: 'keepCurrency'; currency: string }
  | { type: 'load'; items: readonly CartItem[] };

/** Spec: `{productId}-{variantId or 'default'}-{timestamp}`. */
export function cartItemId(productId: string, variantId: string | null, now = Date.now()): string {
  return `${productId}-${variantId ?? 'default'}-${now}`;
}

const clamp = (quantity: number, maxStock: number): number =>
  Math.max(1, Math.min(Math.trunc(quantity), Math.max(1, maxStock)));

/**
 * An entry worth keeping: a product and a positive whole quantity. Anything else (old or
 * hand-edited storage) is dropped rather than breaking the cart.
 */
function isCartItem(value: unknown): value is CartItem {
  const item = value as Partial<CartItem> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.productId === 'string' &&
    Number.isInteger(item.quantity) &&
    (item.quantity ?? 0) > 0
  );
}

export function cartReducer(items: readonly CartItem[], action: CartAction): CartItem[] {
  switch (action.type) {
    case 'add': {
      const { item } = action;
      const index = items.findIndex(
        (i) => i.productId === item.productId && i.variantId === item.variantId,
      );
      if (index === -1)
        return [...items, { ...item, quantity: Math.min(item.quantity, item.maxStock) }];
      return items.map((existing, i) =>
        i === index
          ? {
              ...existing,
              quantity: Math.min(existing.quantity + item.quantity, existing.maxStock),
            }
          : existing,
      );
    }
    case 'remove':
      return items.filter((item) => item.id !== action.id);
    case 'updateQuantity':
      if (!Number.isFinite(action.quantity)) return [...items];
      return items.map((item) =>
        item.id === action.id ? { ...item, quantity: clamp(action.quantity, item.maxStock) } : item,
      );
    case 'clear':
      return [];
    case 'removeVendor':
      return items.filter((item) => item.vendorId !== action.vendorId);
    case 'removeGroup':
      return items.filter(
        (item) => item.vendorId !== action.vendorId || item.currency !== action.currency,
      );
    case 'keepVendor':
      return items.filter((item) => item.vendorId === action.vendorId);
    case 'keepCurrency':
      return items.filter((item) => item.currency === action.currency);
    case 'load':
      return action.items.filter(isCartItem);
  }
}

/** Items in the cart: the sum of quantities. */
export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

export type AddToCartProblem =
  | 'display_only'
  | 'not_purchasable'
  | 'out_of_stock'
  | 'missing_vendor'
  | 'choose_options';

type Addable = Pick<
  Product,
  | 'availability_mode'
  | 'stock_count'
  | 'pickup_available'
  | 'delivery_available'
  | 'vendor_id'
  | 'base_price'
  | 'product_variants'
>;

/**
 * Spec orders §5: for sale, stock above 0 (the variant's, or the variants' total when the product
 * has variants), pickup or delivery offered, a vendor, and for variant products a chosen
 * variant. Null when the product can be added.
 */
export function canAddToCart(
  product: Addable,
  variant?: ParsedVariant | null,
): AddToCartProblem | null {
  if (product.availability_mode === 'display_only') return 'display_only';
  if (product.availability_mode !== 'for_sale') return 'not_purchasable';
  const withVariants = hasVariants(product);
  const stock = variant
    ? variant.stockCount
    : withVariants
      ? totalVariantStock(parseVariants(product))
      : product.stock_count;
  if (stock <= 0) return 'out_of_stock';
  if (!product.pickup_available && !product.delivery_available) return 'not_purchasable';
  if (!product.vendor_id) return 'missing_vendor';
  if (withVariants && !variant) return 'choose_options';
  return null;
}
