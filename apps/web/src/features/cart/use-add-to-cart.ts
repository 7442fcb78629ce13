import { cartText } from '@souq/domain/locales/ar/cart';
import type { Product } from '@souq/domain/schemas/catalogue';
import { useNavigate } from 'react-router';
import { notify } from '../../lib/notify';
import { addProblemText } from './add-problem-text';
import { addToStoredCart } from './cart-storage';
import { addProblemOf, hasVariants, productToCartItem } from './product-to-cart-item';

interface AddToCartOptions {
  signedIn: boolean;
  /** Where guests go: /auth on the web tree, /mobile/auth on the mobile tree. */
  loginPath: string;
  productPath: (id: string) => string;
  /** Spec: 2 s on the landing page. */
  toastDuration?: number;
  /** Called before opening a variant product's page (to prefetch its details). */
  beforeOpen?: (product: Product) => void;
}

/** Spec (add to cart from discovery screens): guests log in, variant products open. */
export function useAddToCart(options: AddToCartOptions): (product: Product) => boolean {
  const navigate = useNavigate();
  const { signedIn, loginPath, productPath, toastDuration, beforeOpen } = options;
  return (product) => {
    if (!signedIn) {
      notify.error(cartText.loginRequiredTitle, { description: cartText.loginRequiredText });
      navigate(loginPath);
      return false;
    }
    if (hasVariants(product)) {
      beforeOpen?.(product);
      navigate(productPath(product.id));
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
