import { checkoutText } from '@souq/domain/locales/ar/checkout';
import { ordersText } from '@souq/domain/locales/ar/orders';
import { Store, Truck } from 'lucide-react';
import { ChoiceCard } from './choice-card';
import type { Checkout } from './use-checkout';

const t = checkoutText.screen;

/** Step 1: pickup or delivery, only the ones every line offers (spec orders §4). */
export function FulfilmentStep({ checkout }: { checkout: Checkout }) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-lg font-bold">{t.fulfilmentTitle}</legend>
      {checkout.fulfilments.map((method) => (
        <ChoiceCard
          key={method}
          name="fulfilment"
          value={method}
          checked={checkout.fulfilment === method}
          onChange={() => checkout.chooseFulfilment(method)}
          icon={
            method === 'pickup' ? (
              <Store aria-hidden="true" className="size-5" />
            ) : (
              <Truck aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            )
          }
          title={ordersText.fulfilment[method]}
          hint={method === 'pickup' ? t.pickupHint : t.deliveryHint}
        />
      ))}
      {checkout.fulfilments.length === 0 && <p>{checkoutText.noFulfilmentOptions}</p>}
    </fieldset>
  );
}
