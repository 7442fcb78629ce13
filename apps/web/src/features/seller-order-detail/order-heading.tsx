import { sellerOrderDetailText as t } from '@souq/domain/locales/ar/seller-order-detail';
import { orderNumber } from '@souq/domain/orders';
import type { SellerOrderDetail } from '@souq/domain/schemas/seller-orders';
import { formatOrderDate } from '@/features/orders/order-date';
import { OrderStatusBadge } from '@/features/orders/order-status-badge';
import { PaymentStatusBadge } from '@/features/orders/payment-status-badge';

/** An order's heading for the people who work it: its number, when placed, both statuses. */
export function OrderHeading({ order }: { order: SellerOrderDetail }) {
  return (
    <header className="flex flex-col gap-2">
      <h1 className="text-2xl font-bold">
        {t.title} <bdi dir="ltr">{orderNumber(order.number)}</bdi>
      </h1>
      <p className="text-neutral-700 dark:text-neutral-300">
        {t.placedAt}: <time dateTime={order.created_at}>{formatOrderDate(order.created_at)}</time>
      </p>
      <dl className="flex flex-wrap items-center gap-2">
        <dt className="sr-only">{t.orderStatus}</dt>
        <dd>
          <OrderStatusBadge status={order.status} />
        </dd>
        <dt className="sr-only">{t.paymentStatus}</dt>
        <dd>
          <PaymentStatusBadge status={order.payment_status} />
        </dd>
      </dl>
    </header>
  );
}
