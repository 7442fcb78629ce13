import type { CartItem } from '@souq/domain/cart';
import { subtotalsByCurrency } from '@souq/domain/cart-summary';
import { checkoutText } from '@souq/domain/locales/ar/checkout';
import { formatMoney } from '@souq/domain/money';
import type { FulfilmentMethod } from '@souq/domain/orders';
import { AlertTriangle } from 'lucide-react';
import { SummaryLines } from './summary-lines';

const t = checkoutText.screen;

interface OrderSummaryProps {
  items: readonly CartItem[];
  fulfilment: FulfilmentMethod | null;
  blocked: boolean;
}

/**
 * Spec orders §2: items, store, subtotal, delivery fee ('calculated later'; pickup is free) and the
 * total, which is the subtotal until the fee is known; 'لا يمكن إتمام الطلب' when blocked.
 */
export function OrderSummary({ items, fulfilment, blocked }: OrderSummaryProps) {
  const subtotals = subtotalsByCurrency(items);
  const vendors = [...new Set(items.map((item) => item.vendorName))];
  const row = 'flex items-center justify-between gap-3';
  return (
    <div className="flex flex-col gap-4">
      <SummaryLines items={items} />
      <dl className="flex flex-col gap-2 border-t border-neutral-200 pt-3 text-neutral-800 dark:border-neutral-700 dark:text-neutral-200">
        <div className={row}>
          <dt>{t.vendor}</dt>
          <dd className="min-w-0 truncate font-semibold">{vendors.join('، ')}</dd>
        </div>
        {subtotals.map(({ currency, total }) => (
          <div key={currency} className={row}>
            <dt>{t.subtotal}</dt>
            <dd className="font-semibold">{formatMoney(total, currency)}</dd>
          </div>
        ))}
        <div className={row}>
          <dt>{t.deliveryFee}</dt>
          <dd className="text-sm">
            {fulfilment === 'pickup' ? t.free : checkoutText.deliveryFeeLater}
          </dd>
        </div>
        {subtotals.map(({ currency, total }) => (
          <div
            key={currency}
            className={`${row} border-t border-neutral-200 pt-2 text-lg dark:border-neutral-700`}
          >
            <dt className="font-bold">{t.total}</dt>
            <dd className="font-extrabold text-primary-800 dark:text-primary-300">
              {formatMoney(total, currency)}
            </dd>
          </div>
        ))}
      </dl>
      {blocked && (
        <p className="flex items-center gap-2 font-bold text-danger-700">
          <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
          {checkoutText.cannotComplete}
        </p>
      )}
    </div>
  );
}
