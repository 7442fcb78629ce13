import type { CartItem } from '@souq/domain/cart';
import { subtotalsByCurrency } from '@souq/domain/cart-summary';
import { checkoutText } from '@souq/domain/locales/ar/checkout';
import { formatMoney, fromMinor, toMinor } from '@souq/domain/money';
import { LoaderCircle } from 'lucide-react';
import type { DeliveryFee } from './use-delivery-quote';

const t = checkoutText.screen;
const row = 'flex items-center justify-between gap-3';

function feeText(fee: DeliveryFee, currency: string) {
  if (fee.kind === 'known' && fee.fee === 0) return t.free;
  if (fee.kind === 'known') return formatMoney(fee.fee, currency);
  if (fee.kind === 'loading')
    return (
      <span className="inline-flex items-center gap-1">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        {t.feeLoading}
      </span>
    );
  return checkoutText.deliveryFeeLater;
}

/**
 * Subtotal, delivery fee and total (spec orders §2): the total includes the fee once the store's
 * rule gives one; until then it is the subtotal and the fee reads 'calculated later'. A cart in
 * several currencies (blocked anyway) shows one subtotal and total per currency.
 */
export function MoneyLines({ items, fee }: { items: readonly CartItem[]; fee: DeliveryFee }) {
  const subtotals = subtotalsByCurrency(items);
  const feeMinor = fee.kind === 'known' && subtotals.length === 1 ? toMinor(fee.fee) : 0;
  return (
    <>
      {subtotals.map(({ currency, total }) => (
        <div key={currency} className={row}>
          <dt>{t.subtotal}</dt>
          <dd className="font-semibold">{formatMoney(total, currency)}</dd>
        </div>
      ))}
      {/* A pickup has no delivery to price: no 'delivery: free' line at all. */}
      {fee.kind !== 'pickup' && (
        <div className={row}>
          <dt>{t.deliveryFee}</dt>
          <dd className={fee.kind === 'known' ? 'font-semibold' : 'text-sm'}>
            {feeText(fee, subtotals[0]?.currency ?? 'SYP')}
          </dd>
        </div>
      )}
      {subtotals.map(({ currency, total }) => (
        <div
          key={currency}
          className={`${row} border-t border-neutral-200 pt-2 text-lg dark:border-neutral-700`}
        >
          <dt className="font-bold">{t.total}</dt>
          <dd className="font-extrabold text-primary-800 dark:text-primary-300">
            {formatMoney(fromMinor(toMinor(total) + feeMinor), currency)}
          </dd>
        </div>
      ))}
    </>
  );
}
