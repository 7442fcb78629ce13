import { adminOrdersText as t } from '@souq/domain/locales/ar/admin';
import { formatMoney } from '@souq/domain/money';
import { orderNumber } from '@souq/domain/orders';
import { paths } from '@souq/domain/paths';
import type { AdminOrderRow } from '@souq/domain/schemas/admin-orders';
import { Link } from 'react-router';
import { formatOrderDate } from '@/features/orders/order-date';
import { OrderStatusBadge } from '@/features/orders/order-status-badge';
import { PaymentStatusBadge } from '@/features/orders/payment-status-badge';

/** One order in the operator's list: number and date, store, customer, total, both statuses. */
export function AdminOrderRowCard({ order }: { order: AdminOrderRow }) {
  return (
    <li className="flex flex-col gap-2 rounded-card bg-white p-4 shadow-card dark:bg-neutral-900">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <Link
          to={paths.admin.order(order.id)}
          className="font-bold text-primary-800 hover:underline dark:text-primary-300"
        >
          {t.row.number(orderNumber(order.number))}
        </Link>
        <time
          dateTime={order.created_at}
          className="text-sm text-neutral-600 dark:text-neutral-400"
        >
          {formatOrderDate(order.created_at)}
        </time>
        <span className="ms-auto font-bold whitespace-nowrap">
          {formatMoney(order.total_amount, order.currency)}
        </span>
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-2">
        <div className="flex min-w-0 gap-1">
          <dt className="text-neutral-600 dark:text-neutral-400">{t.row.store}:</dt>
          <dd className="min-w-0 truncate">{order.vendor_name}</dd>
        </div>
        <div className="flex min-w-0 gap-1">
          <dt className="text-neutral-600 dark:text-neutral-400">{t.row.customer}:</dt>
          <dd className="min-w-0 truncate">
            {order.customer_name}
            {order.customer_phone && (
              <bdi dir="ltr" className="ms-2 text-neutral-600 dark:text-neutral-400">
                {order.customer_phone}
              </bdi>
            )}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <OrderStatusBadge status={order.status} />
        <PaymentStatusBadge status={order.payment_status} />
      </div>
    </li>
  );
}
