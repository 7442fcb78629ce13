import { cartText } from '@souq/domain/locales/ar/cart';
import type { Product } from '@souq/domain/schemas/catalogue';
import { useNavigate } from 'react-router';
import { notify } from '../../lib/notify';
import { addToStoredCart } from './cart-storage';
import { addProblemOf, hasVariants, productToCartItem } from './product-to-cart-item';

interface AddToCartOptions {
  signedIn: boolean;
  /** Where guests go: /auth on the web tree, /mobile/auth on the mobile tree. */
  loginPath: string;
  productPath: (id: string) => string;
  /** Spec: 2 s on the landing page. */
  toastDuration?: number;
}

/** Spec (add to cart from discovery screens): guests log in, variant products open. */
export function useAddToCart(options: AddToCartOptions): (product: Product) => void {
  const navigate = useNavigate();
  const { signedIn, loginPath, productPath, toastDuration } = options;
  return (product) => {
    if (!signedIn) {
      notify.error(cartText.loginRequiredTitle, { description: cartText.loginRequiredText });
      navigate(loginPath);
      return;
    }
    if (hasVariants(product)) {
      navigate(productPath(product.id));
      return;
    }
    const problem = addProblemOf(product);
    if (problem) {
      notify.error(cartText[problem]);
      return;
    }
    try {
      addToStoredCart(productToCartItem(product));
      notify.success(cartText.added, { duration: toastDuration });
    } catch {
      notify.error(cartText.addFailed);
    }
  };
}
