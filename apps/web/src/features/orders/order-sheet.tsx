import { ordersText } from '@souq/domain/locales/ar/orders';
import { orderNumber } from '@souq/domain/orders';
import { type ReactNode, useId } from 'react';
import type { ShopperOrder } from './api';
import { CancelOrderButton } from './cancel-order-button';
import { DeliveryProof } from './delivery-proof';
import { OrderDetails } from './order-details';
import { OrderHeader } from './order-header';
import { OrderItems } from './order-items';
import { OrderTimeline } from './order-timeline';

const t = ordersText.page;

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-card bg-white p-4 shadow-card sm:p-5 dark:bg-neutral-900"
    >
      <h2 id={titleId} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The order as the shopper follows it: where it stands (status, payment, the store's reason on a
 * rejection), its steps, its lines and the summary with the fee. Phone: one column in reading
 * order; desktop: the summary beside the rest.
 */
export function OrderSheet({ order }: { order: ShopperOrder }) {
  const number = orderNumber(order.number);
  return (
    <div className="flex flex-col gap-4">
      <OrderHeader order={order}>
        {order.status === 'pending' && <CancelOrderButton orderId={order.id} />}
      </OrderHeader>
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <Panel title={t.timeline}>
            <OrderTimeline timeline={order.timeline} />
          </Panel>
          <Panel title={t.items}>
            <OrderItems order={order} />
          </Panel>
          {order.delivery_proof_url && (
            <Panel title={t.proof}>
              <DeliveryProof url={order.delivery_proof_url} orderNumber={number} />
            </Panel>
          )}
        </div>
        <Panel title={t.summary}>
          <OrderDetails order={order} breakdown addressHeading="h3" />
        </Panel>
      </div>
    </div>
  );
}
