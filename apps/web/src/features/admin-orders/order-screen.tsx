import { adminOrdersText } from '@souq/domain/locales/ar/admin';
import { sellerOrderDetailText } from '@souq/domain/locales/ar/seller-order-detail';
import { paths } from '@souq/domain/paths';
import type { AdminOrderDetail } from '@souq/domain/schemas/admin-orders';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { LoadErrorNotice } from '@/components/ui/load-error-notice';
import { SpinnerStatus } from '@/components/ui/spinner-status';
import { AdminGate } from '@/features/admin-shell/admin-gate';
import { CustomerCard } from '@/features/seller-order-detail/customer-card';
import { DetailCard } from '@/features/seller-order-detail/detail-card';
import { OrderHeading } from '@/features/seller-order-detail/order-heading';
import { OrderLines } from '@/features/seller-order-detail/order-lines';
import { PaymentFacts } from '@/features/seller-order-detail/payment-facts';
import { StatusHistory } from '@/features/seller-order-detail/status-history';
import { HttpError } from '@/lib/http';
import { adminOrderQuery } from './api';
import { OrderMoves } from './order-moves';

const t = adminOrdersText.detail;
const s = sellerOrderDetailText;

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-4 sm:py-6">
      <div className="self-start">
        <BackLink to={paths.admin.orders()} label={t.back} />
      </div>
      {children}
    </div>
  );
}

/** /admin/orders/{id}: the order as its store sees it, the store itself, and the admin's moves. */
export function AdminOrderScreen({ id }: { id: string }) {
  return <AdminGate>{() => <OrderDetail id={id} />}</AdminGate>;
}

function OrderDetail({ id }: { id: string }) {
  const query = useQuery(adminOrderQuery(id));
  if (query.isPending) return <SpinnerStatus label={s.loading} />;
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
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
      </Frame>
    );
  }
  return <OrderView order={query.data} />;
}

function OrderView({ order }: { order: AdminOrderDetail }) {
  return (
    <Frame>
      <OrderHeading order={order} />
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-4 lg:col-start-2 lg:row-start-1">
          <OrderMoves order={order} />
          <DetailCard title={t.store}>
            <p className="font-bold">{order.vendor_name}</p>
            <Link
              to={`${paths.admin.orders()}?store=${encodeURIComponent(order.vendor_id)}`}
              className="text-sm font-semibold text-primary-800 hover:underline dark:text-primary-300"
            >
              {t.storeOrders}
            </Link>
          </DetailCard>
          <CustomerCard order={order} />
        </div>
        <div className="flex min-w-0 flex-col gap-4 lg:col-start-1 lg:row-start-1">
          <OrderLines order={order} />
          <PaymentFacts order={order} />
          <StatusHistory history={order.history} />
        </div>
      </div>
    </Frame>
  );
}
