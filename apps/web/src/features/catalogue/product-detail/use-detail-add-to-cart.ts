import { cartText } from '@souq/domain/locales/ar/cart';
import type { Product } from '@souq/domain/schemas/catalogue';
import type { ParsedVariant } from '@souq/domain/variants';
import { useEffect, useRef, useState } from 'react';
import { useAuth } from '@/features/auth/use-auth';
import { addProblemText } from '@/features/cart/add-problem-text';
import { addToStoredCart } from '@/features/cart/cart-storage';
import { addProblemOf, productToCartItem } from '@/features/cart/product-to-cart-item';
import { useSignInToAdd } from '@/features/cart/use-sign-in-to-add';
import { notify } from '@/lib/notify';

/** Spec discovery §9: 'adding' lasts 800 ms on the product page; its toast 3 s. */
export const DETAIL_ADDING_MS = 800;
export const DETAIL_TOAST_MS = 3000;

/** Add the chosen variant (or the product) in the chosen quantity, as the spec's product page. */
export function useDetailAddToCart() {
  const auth = useAuth();
  const signInToAdd = useSignInToAdd();
  const [adding, setAdding] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const add = (product: Product, variant: ParsedVariant | null, quantity: number) => {
    if (adding) return;
    const problem = addProblemOf(product, variant);
    if (problem) {
      const { title, description } = addProblemText(problem);
      notify.error(title, { description });
      return;
    }
    // The chosen variant and quantity wait for the sign-in and are added on the way back.
    if (auth.status !== 'signedIn') {
      signInToAdd(productToCartItem(product, { variant, quantity }));
      return;
    }
    setAdding(true);
    timer.current = setTimeout(() => {
      try {
        addToStoredCart(productToCartItem(product, { variant, quantity }), DETAIL_TOAST_MS);
      } catch {
        notify.error(cartText.addFailed);
      }
      setAdding(false);
    }, DETAIL_ADDING_MS);
  };
  return { add, adding };
}
