import type { CartItem } from '@souq/domain/cart';
import { checkoutGroups } from '@souq/domain/cart-groups';
import { cartPageText } from '@souq/domain/locales/ar/cart';
import { checkoutText } from '@souq/domain/locales/ar/checkout';
import { formatMoney } from '@souq/domain/money';
import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { currencyName } from '@/features/cart-page/currency-name';
import { useShopperPaths } from '@/lib/tree-paths';

const t = checkoutText.screen;

/**
 * /checkout without a group while the cart holds several (an old link, a group just emptied):
 * the groups to choose from, each its own order, instead of a dead end.
 */
export function ChooseGroup({ cart }: { cart: readonly CartItem[] }) {
  const paths = useShopperPaths();
  return (
    <section
      aria-labelledby="choose-group-title"
      className="flex flex-col gap-4 rounded-card bg-white p-5 shadow-card dark:bg-neutral-900"
    >
      <h2 id="choose-group-title" className="text-lg font-bold">
        {t.chooseGroupTitle}
      </h2>
      <p className="text-neutral-700 dark:text-neutral-300">{t.chooseGroupText}</p>
      <ul className="flex flex-col gap-3">
        {checkoutGroups(cart).map((group) => (
          <li
            key={group.key}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-neutral-200 p-3 dark:border-neutral-700"
          >
            <span className="min-w-0">
              <span className="block font-bold">{group.vendorName}</span>
              <span className="text-sm text-neutral-700 dark:text-neutral-300">
                {formatMoney(group.subtotal, group.currency)}
              </span>
            </span>
            <Link
              to={paths.checkout(group.key)}
              aria-label={cartPageText.groups.checkoutOf(
                group.vendorName,
                currencyName(group.currency),
              )}
              className={buttonStyles({ size: 'sm' })}
            >
              {cartPageText.groups.checkout}
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={paths.cart()}
        className={buttonStyles({ variant: 'outline', className: 'self-start' })}
      >
        <ShoppingCart aria-hidden="true" className="size-5" />
        {t.backToCart}
      </Link>
    </section>
  );
}
