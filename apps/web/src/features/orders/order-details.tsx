import { ordersText } from '@souq/domain/locales/ar/orders';
import { formatMoney } from '@souq/domain/money';
import type { Order } from '@souq/domain/schemas/orders';
import type { ReactNode } from 'react';

const t = ordersText.card;
/** Not address-parsing's isSyria: that pulls the gazetteer's data into this screen. */
const isSyria = (country: string) => /^(syria|sy|سوري[اة])$/i.test(country.trim());

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-3">
      <dt className="text-neutral-700 dark:text-neutral-300">{label}</dt>
      <dd className="min-w-0 break-words font-semibold">{children}</dd>
    </div>
  );
}

/**
 * Spec orders §2: the summary (total, payment method, receipt if any), the delivery details when a
 * delivery was asked for and an address exists, and the order's notes.
 */
export function OrderDetails({ order }: { order: Order }) {
  const address = order.delivery_requested ? order.delivery_address : null;
  return (
    <div className="flex flex-col gap-3">
      <dl className="flex flex-col gap-1">
        <Fact label={t.fulfilment}>
          {ordersText.fulfilment[order.delivery_requested ? 'delivery' : 'pickup']}
        </Fact>
        <Fact label={t.paymentMethod}>{ordersText.paymentMethod[order.payment_method]}</Fact>
        {/* A cod order's stored receipt is only the 'pay on delivery' phrase (spec orders §5). */}
        {order.payment_receipt && order.payment_method !== 'cod' && (
          <Fact label={t.receipt}>
            <bdi dir="ltr">{order.payment_receipt}</bdi>
          </Fact>
        )}
        <div className="mt-1 flex justify-between gap-3 border-t border-neutral-200 pt-2 text-lg dark:border-neutral-700">
          <dt className="font-bold">{t.total}</dt>
          <dd className="font-extrabold text-primary-800 dark:text-primary-300">
            {formatMoney(order.total_amount, order.currency)}
          </dd>
        </div>
      </dl>
      {address && (
        <section className="rounded-xl bg-neutral-100 p-3 dark:bg-neutral-800">
          <h4 className="mb-1 font-bold">{t.deliveryInfo}</h4>
          <dl className="flex flex-col gap-1 text-sm">
            {address.street && <Fact label={t.street}>{address.street}</Fact>}
            {address.city && <Fact label={t.city}>{address.city}</Fact>}
            <Fact label={t.country}>{isSyria(address.country) ? t.syria : address.country}</Fact>
            {address.formatted_address && (
              <Fact label={t.address}>{address.formatted_address}</Fact>
            )}
            {address.delivery_notes && (
              <Fact label={t.deliveryNotes}>{address.delivery_notes}</Fact>
            )}
          </dl>
        </section>
      )}
      {order.notes && (
        <p className="break-words text-sm">
          <span className="font-bold">{t.notes}: </span>
          {order.notes}
        </p>
      )}
    </div>
  );
}
