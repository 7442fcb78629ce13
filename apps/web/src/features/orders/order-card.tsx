import { ordersText } from '@souq/domain/locales/ar/orders';
import { orderNumber } from '@souq/domain/orders';
import type { Order } from '@souq/domain/schemas/orders';
import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { useShopperPaths } from '@/lib/tree-paths';
import { CancelOrderButton } from './cancel-order-button';
import { DeliveryProof } from './delivery-proof';
import { formatOrderDate } from './order-date';
import { OrderDetails } from './order-details';
import { OrderItems } from './order-items';
import { OrderStatusBadge } from './order-status-badge';

const t = ordersText.card;

/**
 * One order (spec orders §2 mobile orders): number, date, status, proof, items, summary, delivery,
 * and the way to its own page (timeline, fee, payment status).
 */
export function OrderCard({ order }: { order: Order }) {
  const titleId = useId();
  const number = orderNumber(order.number);
  const paths = useShopperPaths();
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-card bg-white p-4 shadow-card sm:p-5 dark:bg-neutral-900"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col">
          <h3 id={titleId} className="text-lg font-bold">
            {t.number(number)}
          </h3>
          <p className="text-sm text-neutral-700 dark:text-neutral-300">
            <time dateTime={order.created_at}>{formatOrderDate(order.created_at)}</time>
            {' · '}
            {order.vendor_name}
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
      {order.status === 'delivered' && order.delivery_proof_url && (
        <DeliveryProof url={order.delivery_proof_url} orderNumber={number} />
      )}
      <OrderItems order={order} />
      <OrderDetails order={order} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          to={paths.order(order.id)}
          aria-label={t.detailsOf(number)}
          className={buttonStyles({ variant: 'outline', size: 'sm' })}
        >
          {t.details}
          <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Link>
        {order.status === 'pending' && <CancelOrderButton orderId={order.id} />}
      </div>
    </article>
  );
}
