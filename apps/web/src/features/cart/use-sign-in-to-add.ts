import type { CartItem } from '@souq/domain/cart';
import { cartText } from '@souq/domain/locales/ar/cart';
import { useLocation, useNavigate } from 'react-router';
import type { ReturnState } from '@/features/auth/require-account';
import { notify } from '@/lib/notify';
import { useShopperPaths } from '@/lib/tree-paths';
import { savePendingAdd } from './pending-add';

/**
 * Spec: a guest adding to the cart is asked to sign in and goes to the sign-in screen of their
 * tree. The item (variant and quantity included) and this page are kept, so the sign-in brings
 * them back here and the add finishes (finish-pending-add.tsx) instead of being lost.
 */
export function useSignInToAdd(): (item: CartItem | null) => void {
  const navigate = useNavigate();
  const paths = useShopperPaths();
  const { pathname, search } = useLocation();
  return (item) => {
    const from = pathname + search;
    // Null: nothing can be added yet (a variant to choose, a sold-out product): only come back.
    if (item) savePendingAdd(item, from);
    notify.info(cartText.loginRequiredTitle, { description: cartText.loginRequiredText });
    const state: ReturnState = { from };
    navigate(paths.auth(), { state });
  };
}
