import type { CartItem } from '@souq/domain/cart';
import { allowedFulfilment, allowedPayments } from '@souq/domain/checkout';
import { cartPageText as t } from '@souq/domain/locales/ar/cart';
import { ordersText } from '@souq/domain/locales/ar/orders';

/**
 * Spec (mobile cart footer): the payment methods and fulfilment options every line allows,
 * so the shopper sees before checkout how this order can be paid and received.
 */
export function MobileCartOptions({ items }: { items: readonly CartItem[] }) {
  const payments = allowedPayments(items).map((method) => ordersText.paymentMethod[method]);
  const fulfilment = allowedFulfilment(items).map((method) => ordersText.fulfilment[method]);
  return (
    <dl className="flex flex-col gap-3 rounded-card border border-neutral-200 bg-white p-4 text-sm dark:border-neutral-700 dark:bg-neutral-900">
      <Options label={t.paymentMethods} values={payments} />
      <Options label={t.fulfilmentOptions} values={fulfilment} />
    </dl>
  );
}

function Options({ label, values }: { label: string; values: string[] }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="font-bold text-neutral-900 dark:text-neutral-50">{label}</dt>
      <dd className="flex flex-wrap gap-2">
        {values.length === 0 ? (
          <span className="text-danger-700 dark:text-danger-300">{t.noneAvailable}</span>
        ) : (
          values.map((value) => (
            <span
              key={value}
              className="rounded-pill bg-primary-50 px-3 py-1 font-semibold text-primary-900 dark:bg-primary-950 dark:text-primary-100"
            >
              {value}
            </span>
          ))
        )}
      </dd>
    </div>
  );
}
