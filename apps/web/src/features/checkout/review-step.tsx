import { addressDetails } from '@souq/domain/address-details';
import { isWalletMethod } from '@souq/domain/checkout';
import { checkoutText } from '@souq/domain/locales/ar/checkout';
import { ordersText } from '@souq/domain/locales/ar/orders';
import { MAX_ORDER_NOTES_LENGTH } from '@souq/domain/schemas/orders';
import { Info } from 'lucide-react';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { PickupPlace } from '@/features/orders/pickup-place';
import { MoneyLines } from './money-lines';
import { SummaryLines } from './summary-lines';
import type { Checkout } from './use-checkout';

const t = checkoutText.screen;

/**
 * Step 4: everything chosen (a delivery's street, building and floor too), the lines, what it
 * costs with the delivery fee, notes, and the 24-hour note before confirming.
 */
export function ReviewStep({ checkout }: { checkout: Checkout }) {
  const method = checkout.paymentMethod;
  /** [label, value, written left to right (receipt numbers, phones)] */
  const rows: [string, string, boolean?][] = [
    [t.steps.fulfilment, ordersText.fulfilment[checkout.fulfilment]],
  ];
  if (checkout.fulfilment === 'delivery' && checkout.address) {
    rows.push([
      t.steps.address,
      `${checkout.address.title}: ${checkout.address.formatted_address}`,
    ]);
    // What the courier reads beyond the pin, for the shopper to check before confirming.
    for (const detail of addressDetails(checkout.address)) rows.push([detail.label, detail.value]);
  }
  if (method) {
    rows.push([t.paymentTitle, ordersText.paymentMethod[method]]);
    if (isWalletMethod(method)) rows.push([t.receipt, checkout.receipt.trim(), true]);
    else if (checkout.phone.trim()) rows.push([t.contactPhone, checkout.phone.trim(), true]);
  }
  return (
    <section aria-labelledby="review-title" className="flex flex-col gap-4">
      <h2 id="review-title" className="text-lg font-bold">
        {t.reviewTitle}
      </h2>
      {checkout.pricesChanged && (
        <p role="alert" className="rounded-xl bg-accent-100 p-3 font-semibold text-accent-800">
          {t.priceChangedText}
        </p>
      )}
      <dl className="flex flex-col gap-2 rounded-xl bg-neutral-100 p-4 dark:bg-neutral-800">
        {rows.map(([label, value, latin]) => (
          <div key={label} className="flex flex-wrap gap-x-2">
            <dt className="font-semibold text-neutral-700 dark:text-neutral-300">{label}:</dt>
            <dd className="min-w-0 break-words font-bold">
              {latin ? <bdi dir="ltr">{value}</bdi> : value}
            </dd>
          </div>
        ))}
      </dl>
      {checkout.fulfilment === 'pickup' && checkout.vendor && (
        <PickupPlace vendor={checkout.vendor} />
      )}
      <SummaryLines items={checkout.items} />
      {/* What the order will cost with the store's fee for the chosen address (decision 017). */}
      <div role="group" aria-label={t.costLabel}>
        <dl className="flex flex-col gap-2 border-t border-neutral-200 pt-3 text-neutral-800 dark:border-neutral-700 dark:text-neutral-200">
          <MoneyLines items={checkout.items} fee={checkout.deliveryFee} />
        </dl>
      </div>
      <TextareaField
        label={t.notesLabel}
        value={checkout.notes}
        onChange={(e) => checkout.setNotes(e.target.value)}
        maxLength={MAX_ORDER_NOTES_LENGTH}
      />
      <p className="flex items-center gap-2 text-sm text-neutral-700 dark:text-neutral-300">
        <Info aria-hidden="true" className="size-4 shrink-0" />
        {t.reviewNote}
      </p>
    </section>
  );
}
