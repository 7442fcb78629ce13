import { sellerOrderDetailText } from '@souq/domain/locales/ar/seller-order-detail';
import { orderNumber } from '@souq/domain/orders';
import { paths } from '@souq/domain/paths';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { BackLink } from '@/components/ui/back-link';
import { LoadErrorNotice } from '@/components/ui/load-error-notice';
import { SpinnerStatus } from '@/components/ui/spinner-status';
import { SellerGate } from '@/features/seller-shell/seller-gate';
import { HttpError } from '@/lib/http';
import { failureOf, type SellerOrderDetail, sellerOrderQuery } from './api';
import { CustomerCard } from './customer-card';
import { DetailCard } from './detail-card';
import { OrderActions } from './order-actions';
import { OrderHeading } from './order-heading';
import { OrderLines } from './order-lines';
import { PaymentFacts } from './payment-facts';
import { StatusHistory } from './status-history';

const t = sellerOrderDetailText;

/** /seller/orders/{id}: one order of the owner's store, and what the store does with it. */
export function SellerOrderDetailScreen({ id }: { id: string }) {
  return <SellerGate need="store">{() => <OrderDetail id={id} />}</SellerGate>;
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-4 sm:py-6">
      <div className="self-start">
        <BackLink to={paths.seller.orders()} label={t.back} />
      </div>
      {children}
    </div>
  );
}

function OrderDetail({ id }: { id: string }) {
  const query = useQuery(sellerOrderQuery(id));
  if (query.isPending) return <SpinnerStatus label={t.loading} />;
  if (query.isError) {
    const missing = query.error instanceof HttpError && query.error.status === 404;
    return (
      <Frame>
        {missing ? (
          <div role="alert" className="flex flex-col items-center gap-4 py-12 text-center">
            <CircleAlert aria-hidden="true" className="size-10 text-danger-700" />
            <p className="font-semibold">{t.notFound}</p>
          </div>
        ) : (
          <LoadErrorNotice
            error={query.error}
            title={failureOf(query.error)}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
      </Frame>
    );
  }
  return <OrderView order={query.data} />;
}

/**
 * Phone first: the heading and both statuses, then what to do now, then the order, the
 * customer and the history. From the large breakpoint the actions and the customer stand
 * in a side column beside the order.
 */
function OrderView({ order }: { order: SellerOrderDetail }) {
  const number = orderNumber(order.number);
  return (
    <Frame>
      <OrderHeading order={order} />
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-4 lg:col-start-2 lg:row-start-1">
          <OrderActions order={order} />
          <CustomerCard order={order} />
        </div>
        <div className="flex min-w-0 flex-col gap-4 lg:col-start-1 lg:row-start-1">
          <OrderLines order={order} />
          <PaymentFacts order={order} />
          {order.delivery_proof_url && (
            <ProofPhoto url={order.delivery_proof_url} number={number} />
          )}
          <StatusHistory history={order.history} />
        </div>
      </div>
    </Frame>
  );
}

function ProofPhoto({ url, number }: { url: string; number: string }) {
  return (
    <DetailCard title={t.proof.title}>
      <img
        src={url}
        alt={t.proof.alt(number)}
        loading="lazy"
        className="max-h-80 w-full rounded-xl bg-neutral-100 object-contain dark:bg-neutral-800"
      />
    </DetailCard>
  );
}
