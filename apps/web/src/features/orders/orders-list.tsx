import { ordersText } from '@souq/domain/locales/ar/orders';
import type { CurrentUser } from '@souq/domain/schemas/accounts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LoaderCircle, PackageOpen } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { LoadErrorNotice } from '@/components/ui/load-error-notice';
import { SectionNotice } from '@/components/ui/section-notice';
import { Skeleton } from '@/components/ui/skeleton';
import { useShopperPaths } from '@/lib/tree-paths';
import { customerOrdersQuery } from './api';
import { MoreOrders } from './more-orders';
import { OrderCard } from './order-card';

const t = ordersText.list;
/** Spec orders §9: the loading state shows 3 order cards. */
export const ORDER_SKELETON_COUNT = 3;

/**
 * The shopper's orders with the spec's loading, error and empty states, newest first, 50 at a
 * time with a 'more' button until every order is shown.
 */
export function OrdersList({ user }: { user: CurrentUser }) {
  const paths = useShopperPaths();
  const orders = useInfiniteQuery(customerOrdersQuery(user.id));
  if (orders.isPending) return <OrdersLoading />;
  // A failed next page or refetch keeps the orders already shown (MoreOrders tells the former).
  if (!orders.data)
    return (
      <LoadErrorNotice
        error={orders.error}
        onRetry={() => void orders.refetch()}
        retrying={orders.isFetching}
      />
    );
  const shown = orders.data.pages.flatMap((page) => page.orders);
  const count = orders.data.pages.at(-1)?.count ?? shown.length;
  if (shown.length === 0)
    return (
      <SectionNotice
        icon={<PackageOpen aria-hidden="true" className="size-8" />}
        title={ordersText.empty}
        text={t.emptyText}
      >
        <Link to={paths.shop()} className={buttonStyles({ className: 'mt-2' })}>
          {t.startShopping}
        </Link>
      </SectionNotice>
    );
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm font-semibold text-neutral-700 dark:text-neutral-300">
        {t.count(count)}
      </p>
      {shown.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
      {orders.hasNextPage && (
        <MoreOrders
          shown={shown.length}
          count={count}
          loading={orders.isFetchingNextPage}
          failed={orders.isFetchNextPageError}
          onMore={() => void orders.fetchNextPage()}
        />
      )}
    </div>
  );
}

function OrdersLoading() {
  return (
    <div className="flex flex-col gap-4">
      <div role="status" className="flex justify-center">
        <LoaderCircle aria-hidden="true" className="size-7 animate-spin text-primary-700" />
        <span className="sr-only">{t.loading}</span>
      </div>
      {Array.from({ length: ORDER_SKELETON_COUNT }, (_, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
          key={i}
          data-testid="order-skeleton"
          className="flex flex-col gap-3 rounded-card bg-white p-4 shadow-card dark:bg-neutral-900"
        >
          <div className="flex justify-between gap-3">
            <Skeleton className="h-6 w-32" />
            <Skeleton className="h-6 w-20 rounded-pill" />
          </div>
          <Skeleton className="h-4 w-48" />
          <div className="flex gap-3">
            <Skeleton className="size-14" />
            <Skeleton className="h-14 flex-1" />
          </div>
        </div>
      ))}
    </div>
  );
}
