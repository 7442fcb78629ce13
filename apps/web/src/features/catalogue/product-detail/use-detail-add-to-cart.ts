import { cartText } from '@souq/domain/locales/ar/cart';
import type { Product } from '@souq/domain/schemas/catalogue';
import type { ParsedVariant } from '@souq/domain/variants';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../lib/notify';
import { useAuth } from '../../auth/use-auth';
import { addProblemText } from '../../cart/add-problem-text';
import { addToStoredCart } from '../../cart/cart-storage';
import { addProblemOf, productToCartItem } from '../../cart/product-to-cart-item';

/** Spec §9: 'adding' lasts 800 ms on the product page; its toast 3 s. */
export const DETAIL_ADDING_MS = 800;
export const DETAIL_TOAST_MS = 3000;

/** Add the chosen variant (or the product) in the chosen quantity, as the spec's product page. */
export function useDetailAddToCart(loginPath: string) {
  const auth = useAuth();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const add = (product: Product, variant: ParsedVariant | null, quantity: number) => {
    if (adding) return;
    if (auth.status !== 'signedIn') {
      notify.error(cartText.loginRequiredTitle, { description: cartText.loginRequiredText });
      navigate(loginPath);
      return;
    }
    const problem = addProblemOf(product, variant);
    if (problem) {
      const { title, description } = addProblemText(problem);
      notify.error(title, { description });
      return;
    }
    setAdding(true);
    timer.current = setTimeout(() => {
      try {
        addToStoredCart(productToCartItem(product, { variant, quantity }));
        notify.success(cartText.added, { duration: DETAIL_TOAST_MS });
      } catch {
        notify.error(cartText.addFailed);
      }
      setAdding(false);
    }, DETAIL_ADDING_MS);
  };
  return { add, adding };
}
