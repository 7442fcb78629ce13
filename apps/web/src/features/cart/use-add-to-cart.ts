import { cartText } from '@souq/domain/locales/ar/cart';
import type { Product } from '@souq/domain/schemas/catalogue';
import { useNavigate } from 'react-router';
import { notify } from '@/lib/notify';
import { useShopperPaths } from '@/lib/tree-paths';
import { addProblemText } from './add-problem-text';
import { addToStoredCart } from './cart-storage';
import { addProblemOf, hasVariants, productToCartItem } from './product-to-cart-item';

interface AddToCartOptions {
  signedIn: boolean;
  /** Spec: 2 s on the landing page. */
  toastDuration?: number;
  /** Called before opening a variant product's page (to prefetch its details). */
  beforeOpen?: (product: Product) => void;
}

/**
 * Spec (add to cart from discovery screens): guests log in, variant products open, both in
 * the route tree the shopper is in.
 */
export function useAddToCart(options: AddToCartOptions): (product: Product) => boolean {
  const navigate = useNavigate();
  const paths = useShopperPaths();
  const { signedIn, toastDuration, beforeOpen } = options;
  return (product) => {
    if (!signedIn) {
      notify.error(cartText.loginRequiredTitle, { description: cartText.loginRequiredText });
      navigate(paths.auth());
      return false;
    }
    if (hasVariants(product)) {
      beforeOpen?.(product);
      navigate(paths.product(product.id));
      return false;
    }
    const problem = addProblemOf(product);
    if (problem) {
      const { title, description } = addProblemText(problem);
      notify.error(title, { description });
      return false;
    }
    try {
      addToStoredCart(productToCartItem(product));
      notify.success(cartText.added, { duration: toastDuration });
      return true;
    } catch {
      notify.error(cartText.addFailed);
      return false;
    }
  };
}
