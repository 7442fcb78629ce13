import type { CartItem } from '@souq/domain/cart';
import { type CartConflict, cartConflicts } from '@souq/domain/cart-conflicts';
import { checkoutGroups } from '@souq/domain/cart-groups';
import { subtotalsByCurrency } from '@souq/domain/cart-summary';
import { cartIssues } from '@souq/domain/checkout';
import { cartPageText } from '@souq/domain/locales/ar/cart';
import { useMemo } from 'react';
import { countItems } from '@/features/cart/cart-storage';
import { useCart } from '@/features/cart/use-cart';
import { notify } from '@/lib/notify';
import type { LineFlag } from './cart-line';

/** Why a line blocks checkout: display-only, or named by a payment/fulfilment conflict. */
function flagsFor(conflicts: readonly CartConflict[]): (item: CartItem) => LineFlag[] {
  return (item) => {
    const flags: LineFlag[] = item.availabilityMode === 'for_sale' ? [] : ['display_only'];
    for (const conflict of conflicts)
      if ('itemIds' in conflict && conflict.itemIds.includes(item.id)) flags.push(conflict.type);
    return flags;
  };
}

/**
 * Everything both cart screens show, derived from the stored cart: lines under their shop and
 * currency (one group per order to be),
 * subtotals, readiness issues (checkout.ts), conflicts, and the actions on the cart.
 */
export function useCartPage() {
  const { items, dispatch } = useCart();
  const derived = useMemo(() => {
    const conflicts = cartConflicts(items);
    return {
      groups: checkoutGroups(items),
      subtotals: subtotalsByCurrency(items),
      // An empty cart shows the empty state instead of the 'empty' issue. Several stores or
      // currencies are groups, not issues: each group is checked (and ordered) on its own.
      issues:
        items.length === 0
          ? []
          : cartIssues(items).filter(
              (issue) => issue !== 'multiple_vendors' && issue !== 'multiple_currencies',
            ),
      conflicts,
      flagsOf: flagsFor(conflicts),
      count: countItems(items),
    };
  }, [items]);
  return {
    items,
    ...derived,
    ready: items.length > 0 && derived.issues.length === 0,
    setQuantity: (id: string, quantity: number) =>
      dispatch({ type: 'updateQuantity', id, quantity }),
    remove: (id: string) => {
      dispatch({ type: 'remove', id });
      notify.success(cartPageText.removed);
    },
    clear: () => {
      dispatch({ type: 'clear' });
      notify.success(cartPageText.cleared);
    },
    keepVendor: (vendorId: string) => dispatch({ type: 'keepVendor', vendorId }),
    keepCurrency: (currency: string) => dispatch({ type: 'keepCurrency', currency }),
  };
}

export type CartPage = ReturnType<typeof useCartPage>;
