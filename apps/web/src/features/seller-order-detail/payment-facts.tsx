import { ordersText } from '@souq/domain/locales/ar/orders';
import { sellerOrderDetailText } from '@souq/domain/locales/ar/seller-order-detail';
import { formatOrderDate } from '@/features/orders/order-date';
import type { SellerOrderDetail } from './api';
import { DetailCard, Fact } from './detail-card';
import { DuplicateReceipt } from './duplicate-receipt';

const t = sellerOrderDetailText;

/**
 * How the order is paid and handed over: the receipt the store checks against its wallet (a
 * number another of its orders also carries is the classic fake-transfer sign, so it is said
 * loudly), the deadline of that check, why a payment was rejected, and the customer's notes.
 */
export function PaymentFacts({ order }: { order: SellerOrderDetail }) {
  const wallet = order.payment_method !== 'cod';
  const awaitingCheck = order.payment_status === 'awaiting_check';
  const checking = awaitingCheck || order.payment_status === 'confirmed';
  return (
    <DetailCard title={t.payment}>
      <dl className="flex flex-col gap-1">
        <Fact label={t.fulfilment}>
          {ordersText.fulfilment[order.delivery_requested ? 'delivery' : 'pickup']}
        </Fact>
        <Fact label={t.paymentMethod}>{ordersText.paymentMethod[order.payment_method]}</Fact>
        {/* A cash order's stored "receipt" is a phone number, nothing to check. */}
        {wallet && order.payment_receipt && (
          <Fact label={t.receipt}>
            <bdi dir="ltr">{order.payment_receipt}</bdi>
          </Fact>
        )}
        {order.payment_note && <Fact label={t.paymentNote}>{order.payment_note}</Fact>}
      </dl>
      {/* Once the payment is rejected or void, there is nothing left to check. */}
      {wallet && order.duplicate_receipt && checking && <DuplicateReceipt />}
      {awaitingCheck && order.payment_due_at && (
        <p className="rounded-xl bg-accent-50 px-3 py-2.5 text-sm font-semibold text-accent-800 dark:bg-neutral-800 dark:text-accent-200">
          {t.paymentDue(formatOrderDate(order.payment_due_at))}
        </p>
      )}
      {order.notes && (
        <div className="flex flex-col gap-0.5">
          <h3 className="font-bold">{t.notes}</h3>
          <p className="whitespace-pre-line break-words">{order.notes}</p>
        </div>
      )}
    </DetailCard>
  );
}
