import { cartText } from '@souq/domain/locales/ar/cart';
import type { Product } from '@souq/domain/schemas/catalogue';
import { useNavigate } from 'react-router';
import { notify } from '@/lib/notify';
import { useShopperPaths } from '@/lib/tree-paths';
import { addProblemText } from './add-problem-text';
import { addToStoredCart } from './cart-storage';
import { addProblemOf, hasVariants, productToCartItem } from './product-to-cart-item';
import { useSignInToAdd } from './use-sign-in-to-add';

interface AddToCartOptions {
  signedIn: boolean;
  /** Spec: 2 s on the landing page. */
  toastDuration?: number;
  /** Called before opening a variant product's page (to prefetch its details). */
  beforeOpen?: (product: Product) => void;
}

/**
 * Spec (add to cart from discovery screens): variant products open, guests log in and come back
 * to finish the add, both in the route tree the shopper is in.
 */
export function useAddToCart(options: AddToCartOptions): (product: Product) => boolean {
  const navigate = useNavigate();
  const paths = useShopperPaths();
  const signInToAdd = useSignInToAdd();
  const { signedIn, toastDuration, beforeOpen } = options;
  return (product) => {
    // Spec: a guest is asked to sign in first, and comes back here; a product that can be added
    // as it is (no variant to choose, nothing in the way) is added then.
    if (!signedIn) {
      const ready = !hasVariants(product) && !addProblemOf(product);
      signInToAdd(ready ? productToCartItem(product) : null);
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
      addToStoredCart(productToCartItem(product), toastDuration);
      return true;
    } catch {
      notify.error(cartText.addFailed);
      return false;
    }
  };
}
