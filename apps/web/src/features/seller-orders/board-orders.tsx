import { sellerBoardText } from '@souq/domain/locales/ar/seller-board';
import type { SellerOrdersReply } from '@souq/domain/schemas/seller-orders';
import type { UseQueryResult } from '@tanstack/react-query';
import { ClipboardList } from 'lucide-react';
import { LoadErrorNotice } from '@/components/ui/load-error-notice';
import { SpinnerStatus } from '@/components/ui/spinner-status';
import { Pager } from '@/features/seller-shell/pager';
import { BOARD_PAGE_SIZE, type BoardFilters } from './api';
import { OrderCard } from './order-card';

const t = sellerBoardText;

interface BoardOrdersProps {
  query: UseQueryResult<SellerOrdersReply>;
  filters: BoardFilters;
  onPage: (page: number) => void;
}

/** The chosen group's page of orders, its empty state, and the pages. */
export function BoardOrders({ query, filters, onPage }: BoardOrdersProps) {
  if (query.isPending) return <SpinnerStatus label={t.loading} />;
  if (query.isError) {
    return (
      <LoadErrorNotice
        error={query.error}
        title={t.loadFailed}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { data, count, offset } = query.data;
  if (data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-card bg-white p-8 text-center shadow-card dark:bg-neutral-900">
        <ClipboardList aria-hidden="true" className="size-10 text-primary-700" />
        <p className="text-lg font-bold">{filters.q ? t.noResults : t.empty[filters.group]}</p>
        {!filters.q && filters.group === 'new' && (
          <p className="text-neutral-600 dark:text-neutral-300">{t.emptyNewText}</p>
        )}
      </div>
    );
  }
  const pages = Math.max(1, Math.ceil(count / BOARD_PAGE_SIZE));
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-neutral-600 dark:text-neutral-300">
        {t.shown(`${offset + 1}–${offset + data.length}`, count)}
      </p>
      <ul className="grid gap-3 lg:grid-cols-2" aria-busy={query.isFetching}>
        {data.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </ul>
      <Pager page={filters.page} pages={pages} onPage={onPage} />
    </div>
  );
}
