import { ordersText } from '@souq/domain/locales/ar/orders';
import { sellerBoardText } from '@souq/domain/locales/ar/seller-board';
import { formatMoney } from '@souq/domain/money';
import { orderNumber } from '@souq/domain/orders';
import { paths } from '@souq/domain/paths';
import type { SellerOrderRow } from '@souq/domain/schemas/seller-orders';
import { Copy, Package, Phone, Store, Truck, User } from 'lucide-react';
import { Link } from 'react-router';
import { OrderStatusBadge } from '@/features/orders/order-status-badge';
import { PaymentStatusBadge } from '@/features/orders/payment-status-badge';
import { orderTime } from './order-time';

const t = sellerBoardText.card;

/**
 * One order on the board: what the owner decides from at a glance (who, how much, how it is
 * paid and fulfilled, how long it has waited). The number is the card's link to the order;
 * it covers the whole card, so a thumb can tap anywhere.
 */
export function OrderCard({ order }: { order: SellerOrderRow }) {
  const delivery = order.delivery_requested;
  const FulfilmentIcon = delivery ? Truck : Store;
  return (
    <li>
      <article className="relative flex h-full flex-col gap-3 rounded-card bg-white p-4 shadow-card focus-within:ring-2 focus-within:ring-primary-600 hover:bg-primary-50/50 dark:bg-neutral-900 dark:hover:bg-primary-950/40">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="flex min-w-0 flex-col">
            <h2 className="text-lg font-bold">
              <Link
                to={paths.seller.order(order.id)}
                className="after:absolute after:inset-0 after:rounded-card focus:outline-none"
              >
                {t.number} <bdi dir="ltr">{orderNumber(order.number)}</bdi>
              </Link>
            </h2>
            <time
              dateTime={order.created_at}
              className="text-sm text-neutral-600 dark:text-neutral-300"
            >
              {orderTime(order.created_at)}
            </time>
          </div>
          <OrderStatusBadge status={order.status} />
        </div>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1.5 text-sm min-[22rem]:grid-cols-2">
          <div className="flex min-w-0 items-center gap-1.5">
            <dt>
              <User aria-hidden="true" className="size-4 text-neutral-500" />
              <span className="sr-only">{t.customer}</span>
            </dt>
            <dd className="truncate font-semibold">{order.customer_name || '—'}</dd>
          </div>
          {order.customer_phone && (
            <div className="flex min-w-0 items-center gap-1.5">
              <dt>
                <Phone aria-hidden="true" className="size-4 text-neutral-500" />
                <span className="sr-only">{t.phone}</span>
              </dt>
              <dd className="truncate">
                <bdi dir="ltr">{order.customer_phone}</bdi>
              </dd>
            </div>
          )}
          <div className="flex min-w-0 items-center gap-1.5">
            <dt>
              <Package aria-hidden="true" className="size-4 text-neutral-500" />
              <span className="sr-only">{ordersText.card.items}</span>
            </dt>
            <dd>{t.items(order.item_count)}</dd>
          </div>
          <div className="flex min-w-0 items-center gap-1.5">
            <dt>
              <FulfilmentIcon
                aria-hidden="true"
                className="size-4 text-neutral-500 rtl:-scale-x-100"
              />
              <span className="sr-only">{ordersText.card.fulfilment}</span>
            </dt>
            <dd>{ordersText.fulfilment[delivery ? 'delivery' : 'pickup']}</dd>
          </div>
        </dl>
        <div className="mt-auto flex items-center gap-2 border-t border-neutral-100 pt-3 dark:border-neutral-800">
          <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
            <span className="sr-only">{t.payment}</span>
            <PaymentStatusBadge status={order.payment_status} />
            {order.duplicate_receipt && (
              <span
                data-flag="duplicate-receipt"
                className="inline-flex items-center gap-1 rounded-pill bg-danger-50 px-2.5 py-0.5 text-sm font-bold text-danger-700 ring-1 ring-danger-300"
              >
                <Copy aria-hidden="true" className="size-4 shrink-0" />
                {t.duplicateReceipt}
              </span>
            )}
          </div>
          <p className="shrink-0 text-lg font-bold">
            <span className="sr-only">{t.total} </span>
            {formatMoney(order.total_amount, order.currency)}
          </p>
        </div>
      </article>
    </li>
  );
}
