import { ordersText } from '@souq/domain/locales/ar/orders';
import { orderNumber } from '@souq/domain/orders';
import { XCircle } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import type { ShopperOrder } from './api';
import { formatOrderDate } from './order-date';
import { OrderStatusBadge } from './order-status-badge';
import { PaymentStatusBadge } from './payment-status-badge';

const t = ordersText.page;

/**
 * Where the order stands: its number, date and store, the order and payment statuses side by
 * side, why the store rejected the payment, and until when a wallet payment waits for its check
 * (docs/decisions/017-order-operations.md "Payment status"). `children`: the order's action.
 */
export function OrderHeader({ order, children }: { order: ShopperOrder; children?: ReactNode }) {
  const titleId = useId();
  const awaitingCheck = order.payment_status === 'awaiting_check' && order.status === 'pending';
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-card bg-white p-4 shadow-card sm:p-5 dark:bg-neutral-900"
    >
      <div className="flex flex-col">
        <h2 id={titleId} className="text-xl font-extrabold">
          {ordersText.card.number(orderNumber(order.number))}
        </h2>
        <p className="text-sm text-neutral-700 dark:text-neutral-300">
          <time dateTime={order.created_at}>{formatOrderDate(order.created_at)}</time>
          {' · '}
          {order.vendor_name}
        </p>
      </div>
      <dl className="flex flex-wrap gap-x-6 gap-y-3">
        <div className="flex flex-col items-start gap-1">
          <dt className="text-sm text-neutral-700 dark:text-neutral-300">
            {ordersText.card.status}
          </dt>
          <dd>
            <OrderStatusBadge status={order.status} />
          </dd>
        </div>
        <div className="flex flex-col items-start gap-1">
          <dt className="text-sm text-neutral-700 dark:text-neutral-300">{t.paymentStatus}</dt>
          <dd>
            <PaymentStatusBadge status={order.payment_status} />
          </dd>
        </div>
      </dl>
      {order.payment_status === 'rejected' && (
        <div className="flex gap-2 rounded-xl bg-danger-50 p-3 text-danger-700 ring-1 ring-danger-300">
          <XCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p className="min-w-0 break-words">
            <span className="font-bold">{t.paymentRejected}</span>
            {order.payment_note && (
              <>
                {'. '}
                {t.paymentRejectedReason}: {order.payment_note}
              </>
            )}
          </p>
        </div>
      )}
      {awaitingCheck && order.payment_due_at && (
        <p className="rounded-xl bg-accent-50 p-3 text-sm text-accent-800">
          {t.paymentDue(formatOrderDate(order.payment_due_at))}
        </p>
      )}
      {children && <div className="flex justify-end">{children}</div>}
    </section>
  );
}
