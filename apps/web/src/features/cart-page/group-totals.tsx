import type { CheckoutGroup } from '@souq/domain/cart-groups';
import { cartPageText as t } from '@souq/domain/locales/ar/cart';
import { checkoutText } from '@souq/domain/locales/ar/checkout';
import { formatMoney } from '@souq/domain/money';
import { currencyName } from './currency-name';

/**
 * The summary of a cart of several orders: each group's subtotal (its checkout sits under its
 * lines). Totals are never added across groups: separate orders, maybe in separate currencies.
 */
export function GroupTotals({ groups }: { groups: readonly CheckoutGroup[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {groups.map((group) => (
        <li
          key={group.key}
          className="flex flex-col gap-2 border-b border-neutral-200 pb-3 last:border-b-0 last:pb-0 dark:border-neutral-700"
        >
          <p className="flex items-center justify-between gap-3">
            <span className="min-w-0 truncate font-semibold">
              {group.storeHasOtherCurrencies
                ? `${group.vendorName} (${currencyName(group.currency)})`
                : group.vendorName}
            </span>
            <span className="shrink-0 font-bold text-neutral-900 dark:text-neutral-50">
              {formatMoney(group.subtotal, group.currency)}
            </span>
          </p>
          <p className="text-sm text-neutral-700 dark:text-neutral-300">
            {t.deliveryFee}: {checkoutText.deliveryFeeLater}
          </p>
        </li>
      ))}
    </ul>
  );
}
