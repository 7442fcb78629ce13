import { addressDetails } from '@souq/domain/address-details';
import { checkoutText } from '@souq/domain/locales/ar/checkout';
import { ordersText } from '@souq/domain/locales/ar/orders';
import { formatMoney } from '@souq/domain/money';
import type { Order } from '@souq/domain/schemas/orders';
import type { ReactNode } from 'react';
import { PickupPlaceOf } from './pickup-place';

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
 * The fee as the shopper reads it (a delivery's; pickup shows none): a zero fee is free; a delivery whose fee the store
 * has not set keeps the spec's 'calculated later' (spec orders §9; decision 017 "Delivery fee").
 */
function feeText(order: Order): string {
  if (!order.delivery_requested || order.delivery_fee === 0) return t.free;
  if (order.delivery_fee === null) return checkoutText.deliveryFeeLater;
  return formatMoney(order.delivery_fee, order.currency);
}

interface OrderDetailsProps {
  order: Order;
  /** The order's page: subtotal and delivery fee above the total. */
  breakdown?: boolean;
  /** The delivery section's heading, one below the heading it sits under. */
  addressHeading?: 'h3' | 'h4';
}

/**
 * Spec orders §2: the summary (total, payment method, receipt if any), the delivery details when a
 * delivery was asked for and an address exists (with the building and floor the courier needs),
 * and the order's notes.
 */
export function OrderDetails({ order, breakdown, addressHeading = 'h4' }: OrderDetailsProps) {
  const address = order.delivery_requested ? order.delivery_address : null;
  const AddressHeading = addressHeading;
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
        {breakdown && (
          <>
            <Fact label={t.subtotal}>{formatMoney(order.subtotal_amount, order.currency)}</Fact>
            {/* A pickup has no delivery: no 'delivery: free' line, the place to collect instead. */}
            {order.delivery_requested && <Fact label={t.deliveryFee}>{feeText(order)}</Fact>}
          </>
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
          <AddressHeading className="mb-1 font-bold">{t.deliveryInfo}</AddressHeading>
          <dl className="flex flex-col gap-1 text-sm">
            {addressDetails(address).map((detail) => (
              <Fact key={detail.key} label={detail.label}>
                {detail.value}
              </Fact>
            ))}
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
      {breakdown && !order.delivery_requested && <PickupPlaceOf vendorId={order.vendor_id} />}
      {order.notes && (
        <p className="break-words text-sm">
          <span className="font-bold">{t.notes}: </span>
          {order.notes}
        </p>
      )}
    </div>
  );
}
