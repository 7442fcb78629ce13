import type { CartItem } from '@souq/domain/cart';
import { checkoutText } from '@souq/domain/locales/ar/checkout';
import { AlertTriangle } from 'lucide-react';
import { MoneyLines } from './money-lines';
import { SummaryLines } from './summary-lines';
import type { DeliveryFee } from './use-delivery-quote';

const t = checkoutText.screen;

interface OrderSummaryProps {
  items: readonly CartItem[];
  /** A blocked cart has no fulfilment yet: its fee is not known. */
  fee: DeliveryFee;
  blocked: boolean;
}

/**
 * Spec orders §2: items, store, subtotal, delivery fee (the store's quote for the chosen address,
 * else 'calculated later'; pickup is free) and the total; 'لا يمكن إتمام الطلب' when blocked.
 */
export function OrderSummary({ items, fee, blocked }: OrderSummaryProps) {
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
        <MoneyLines items={items} fee={fee} />
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
