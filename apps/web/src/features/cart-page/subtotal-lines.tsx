import type { CurrencyTotal } from '@souq/domain/cart-summary';
import { cartPageText as t } from '@souq/domain/locales/ar/cart';
import { checkoutText } from '@souq/domain/locales/ar/checkout';
import { formatMoney } from '@souq/domain/money';

/**
 * Subtotal per currency and the delivery fee, which depends on the distance and is shown as
 * 'calculated later' (spec orders §5 checkout). Pickup would be free; it is not chosen yet here.
 */
export function SubtotalLines({ subtotals }: { subtotals: readonly CurrencyTotal[] }) {
  return (
    <dl className="flex flex-col gap-2 text-neutral-800 dark:text-neutral-200">
      {subtotals.map(({ currency, total }) => (
        <div key={currency} className="flex items-center justify-between gap-3">
          <dt>{t.subtotal}</dt>
          <dd className="font-bold text-neutral-900 dark:text-neutral-50">
            {formatMoney(total, currency)}
          </dd>
        </div>
      ))}
      <div className="flex items-center justify-between gap-3">
        <dt>{t.deliveryFee}</dt>
        <dd className="text-sm">{checkoutText.deliveryFeeLater}</dd>
      </div>
    </dl>
  );
}
