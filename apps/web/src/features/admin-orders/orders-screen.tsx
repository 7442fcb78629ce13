import { adminOrdersText as t } from '@souq/domain/locales/ar/admin';
import { ordersText } from '@souq/domain/locales/ar/orders';
import { paymentStatusText } from '@souq/domain/locales/ar/seller-orders';
import { type OrderStatus, orderStatuses } from '@souq/domain/orders';
import { type PaymentStatus, paymentStatuses } from '@souq/domain/payment-status';
import { useQuery } from '@tanstack/react-query';
import { ClipboardList } from 'lucide-react';
import { inputStyles } from '@/components/ui/form/input-styles';
import { LoadErrorNotice } from '@/components/ui/load-error-notice';
import { SpinnerStatus } from '@/components/ui/spinner-status';
import { AdminGate } from '@/features/admin-shell/admin-gate';
import { ListSearchField } from '@/features/seller-shell/list-search-field';
import { ListSelect } from '@/features/seller-shell/list-select';
import { Pager } from '@/features/seller-shell/pager';
import { useListParams } from '@/features/seller-shell/use-list-params';
import { adminOrdersQuery, ORDERS_PAGE_SIZE, type OrderFilters } from './api';
import { AdminOrderRowCard } from './order-row';

const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

function filtersOf(params: URLSearchParams): OrderFilters {
  const status = params.get('status') ?? '';
  const payment = params.get('payment') ?? '';
  return {
    q: params.get('q') ?? '',
    status: (orderStatuses as readonly string[]).includes(status) ? (status as OrderStatus) : '',
    payment: (paymentStatuses as readonly string[]).includes(payment)
      ? (payment as PaymentStatus)
      : '',
    from: day(params.get('from')),
    to: day(params.get('to')),
    store: params.get('store') ?? '',
    customer: params.get('customer') ?? '',
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
}

/** /admin/orders: every store's orders, newest first, filtered and searched, in the URL. */
export function AdminOrdersScreen() {
  return <AdminGate>{() => <Orders />}</AdminGate>;
}

function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="flex min-w-0 flex-col gap-1 text-sm">
      <span className="font-semibold">{label}</span>
      <input
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputStyles('h-11')}
      />
    </label>
  );
}

function Orders() {
  const { filters, set, text, setText } = useListParams(filtersOf);
  const orders = useQuery(adminOrdersQuery(filters));
  const filtered = Boolean(
    filters.q ||
      filters.status ||
      filters.payment ||
      filters.from ||
      filters.to ||
      filters.store ||
      filters.customer,
  );
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <div>
        <h1 className="text-2xl font-bold">{t.title}</h1>
        <p className="mt-1 text-neutral-700 dark:text-neutral-300">{t.intro}</p>
      </div>
      <search className="grid grid-cols-2 items-end gap-3 lg:grid-cols-4">
        <div className="col-span-2 lg:col-span-4">
          <ListSearchField label={t.search} value={text} onChange={setText} />
        </div>
        <ListSelect
          label={t.status}
          value={filters.status}
          onChange={(status) => set({ status })}
          options={[
            { value: '', label: t.anyStatus },
            ...orderStatuses.map((status) => ({ value: status, label: ordersText.status[status] })),
          ]}
        />
        <ListSelect
          label={t.paymentStatus}
          value={filters.payment}
          onChange={(payment) => set({ payment })}
          options={[
            { value: '', label: t.anyPayment },
            ...paymentStatuses.map((status) => ({
              value: status,
              label: paymentStatusText[status],
            })),
          ]}
        />
        <DateFilter label={t.from} value={filters.from} onChange={(from) => set({ from })} />
        <DateFilter label={t.to} value={filters.to} onChange={(to) => set({ to })} />
      </search>
      {orders.isPending ? (
        <SpinnerStatus label={t.loading} />
      ) : orders.isError ? (
        <LoadErrorNotice
          error={orders.error}
          title={t.loadFailed}
          onRetry={() => void orders.refetch()}
          retrying={orders.isFetching}
        />
      ) : orders.data.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-card bg-white p-8 text-center shadow-card dark:bg-neutral-900">
          <ClipboardList aria-hidden="true" className="size-10 text-primary-700" />
          <p className="text-lg font-bold">{filtered ? t.noResults : t.empty}</p>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-neutral-700 dark:text-neutral-300">
            {t.count(orders.data.count)}
          </p>
          <ul className="flex flex-col gap-3">
            {orders.data.data.map((order) => (
              <AdminOrderRowCard key={order.id} order={order} />
            ))}
          </ul>
          <Pager
            page={filters.page}
            pages={Math.ceil(orders.data.count / ORDERS_PAGE_SIZE)}
            onPage={(page) => set({ page: String(page) })}
          />
        </div>
      )}
    </div>
  );
}
