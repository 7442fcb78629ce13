import type { CartItem } from '@souq/domain/cart';
import type { CheckoutGroup } from '@souq/domain/cart-groups';
import { cartPageText as t } from '@souq/domain/locales/ar/cart';
import { formatMoney } from '@souq/domain/money';
import { Info, Store } from 'lucide-react';
import { Link } from 'react-router';
import { useShopperPaths } from '@/lib/tree-paths';
import { CartLine, type LineFlag } from './cart-line';
import { ContinueButton } from './continue-button';
import { currencyName } from './currency-name';
import { ReadinessIssues } from './readiness-issues';

interface VendorGroupProps {
  group: CheckoutGroup;
  /** The cart has other groups: this one shows its own subtotal, issues and checkout. */
  separate: boolean;
  flagsOf?: (item: CartItem) => LineFlag[];
  onQuantity: (id: string, quantity: number) => void;
  onRemove: (id: string) => void;
}

/**
 * One order to be: a shop's lines in one currency under the shop's name (a link to its
 * storefront). In a cart of several groups it carries its own subtotal and checkout, so one
 * store's order never waits on another's (cart-groups.ts).
 */
export function VendorGroup({ group, separate, flagsOf, onQuantity, onRemove }: VendorGroupProps) {
  const paths = useShopperPaths();
  const currency = currencyName(group.currency);
  const issuesId = `cart-issues-${group.key}`;
  return (
    <section
      aria-label={t.groups.label(group.vendorName, currency)}
      className="rounded-card border border-neutral-200 bg-white px-4 pt-3 shadow-card dark:border-neutral-700 dark:bg-neutral-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 border-b border-neutral-200 pb-3 dark:border-neutral-700">
        <h2>
          <Link
            to={paths.vendor(group.vendorId)}
            className="inline-flex min-h-11 items-center gap-2 font-bold text-primary-800 hover:underline dark:text-primary-300"
          >
            <Store aria-hidden="true" className="size-5 shrink-0" />
            {group.vendorName}
          </Link>
        </h2>
        {(separate || group.storeHasOtherCurrencies) && (
          <span className="rounded-full bg-neutral-100 px-3 py-1 text-sm font-semibold text-neutral-800 dark:bg-neutral-800 dark:text-neutral-100">
            {t.groups.pricedIn(currency)}
          </span>
        )}
        {group.storeHasOtherCurrencies && (
          <p className="flex w-full items-start gap-2 pt-1 text-sm text-neutral-700 dark:text-neutral-300">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t.groups.storeTwoCurrencies}
          </p>
        )}
      </div>
      <ul className="divide-y divide-neutral-200 dark:divide-neutral-700">
        {group.items.map((item) => (
          <CartLine
            key={item.id}
            item={item}
            href={paths.product(item.productId)}
            flags={flagsOf?.(item)}
            onQuantity={(quantity) => onQuantity(item.id, quantity)}
            onRemove={() => onRemove(item.id)}
          />
        ))}
      </ul>
      {separate && (
        <div className="flex flex-col gap-3 border-t border-neutral-200 py-3 dark:border-neutral-700">
          <p className="flex items-center justify-between gap-3 text-neutral-800 dark:text-neutral-200">
            <span>{t.subtotal}</span>
            <span className="font-bold text-neutral-900 dark:text-neutral-50">
              {formatMoney(group.subtotal, group.currency)}
            </span>
          </p>
          <ReadinessIssues issues={group.issues} id={issuesId} />
          <ContinueButton
            ready={group.issues.length === 0}
            reasonId={issuesId}
            group={group.key}
            label={t.groups.checkout}
            ariaLabel={t.groups.checkoutOf(group.vendorName, currency)}
            className="w-full sm:w-auto sm:self-end"
          />
        </div>
      )}
    </section>
  );
}
