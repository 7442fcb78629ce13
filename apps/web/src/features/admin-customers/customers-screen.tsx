import { adminCustomersText as t } from '@souq/domain/locales/ar/admin';
import {
  type AdminCustomer,
  disableCustomerInput,
  enableCustomerInput,
} from '@souq/domain/schemas/admin-customers';
import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { LoadErrorNotice } from '@/components/ui/load-error-notice';
import { SpinnerStatus } from '@/components/ui/spinner-status';
import { AdminGate } from '@/features/admin-shell/admin-gate';
import { ReasonDialog } from '@/features/seller-order-detail/reason-dialog';
import { ListSearchField } from '@/features/seller-shell/list-search-field';
import { ListSelect } from '@/features/seller-shell/list-select';
import { Pager } from '@/features/seller-shell/pager';
import { useListParams } from '@/features/seller-shell/use-list-params';
import { apiMessageOf } from '@/lib/http';
import { notify } from '@/lib/notify';
import {
  adminCustomersQuery,
  CUSTOMERS_PAGE_SIZE,
  type CustomerFilters,
  useCustomerState,
} from './api';
import { ClientsExportCard } from './clients-export-card';
import { CustomerCard } from './customer-card';

const states = ['all', 'active', 'disabled'] as const;

function filtersOf(params: URLSearchParams): CustomerFilters {
  const state = params.get('state') ?? 'all';
  return {
    q: params.get('q') ?? '',
    state: (states as readonly string[]).includes(state)
      ? (state as CustomerFilters['state'])
      : 'all',
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
}

/** /admin/customers: accounts, disabling and enabling one, and the clients export. */
export function AdminCustomersScreen() {
  return <AdminGate>{() => <Customers />}</AdminGate>;
}

function Customers() {
  const { filters, set, text, setText } = useListParams(filtersOf);
  const customers = useQuery(adminCustomersQuery(filters));
  const change = useCustomerState();
  const [open, setOpen] = useState<AdminCustomer | null>(null);
  const disabling = open !== null && open.disabled_at === null;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
      <div>
        <h1 className="text-2xl font-bold">{t.title}</h1>
        <p className="mt-1 text-neutral-700 dark:text-neutral-300">{t.intro}</p>
      </div>
      <ClientsExportCard />
      <search className="grid gap-3 sm:grid-cols-[1fr_14rem]">
        <ListSearchField label={t.search} value={text} onChange={setText} />
        <ListSelect
          label={t.state}
          value={filters.state}
          onChange={(state) => set({ state: state === 'all' ? '' : state })}
          options={states.map((value) => ({ value, label: t.states[value] }))}
        />
      </search>
      {customers.isPending ? (
        <SpinnerStatus label={t.loading} />
      ) : customers.isError ? (
        <LoadErrorNotice
          error={customers.error}
          title={t.loadFailed}
          onRetry={() => void customers.refetch()}
          retrying={customers.isFetching}
        />
      ) : customers.data.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-card bg-white p-8 text-center shadow-card dark:bg-neutral-900">
          <Users aria-hidden="true" className="size-10 text-primary-700" />
          <p className="text-lg font-bold">
            {filters.q || filters.state !== 'all' ? t.noResults : t.empty}
          </p>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <ul className="flex flex-col gap-3">
            {customers.data.data.map((customer) => (
              <CustomerCard
                key={customer.id}
                customer={customer}
                onToggle={() => setOpen(customer)}
              />
            ))}
          </ul>
          <Pager
            page={filters.page}
            pages={Math.ceil(customers.data.count / CUSTOMERS_PAGE_SIZE)}
            onPage={(page) => set({ page: String(page) })}
          />
        </div>
      )}
      {open && (
        <ReasonDialog
          title={disabling ? t.disableTitle(open.email) : t.enableTitle(open.email)}
          text={disabling ? t.disableText : t.enableText}
          label={disabling ? t.reason : t.note}
          submitLabel={disabling ? t.disable : t.enable}
          tone={disabling ? 'danger' : 'primary'}
          busy={change.isPending}
          check={(reason) => {
            const schema = disabling ? disableCustomerInput : enableCustomerInput;
            const parsed = schema.safeParse({ reason });
            return parsed.success ? undefined : parsed.error.issues[0]?.message;
          }}
          onSubmit={async (reason) => {
            try {
              await change.mutateAsync({
                id: open.id,
                verb: disabling ? 'disable' : 'enable',
                reason,
              });
              notify.success(disabling ? t.disabled(open.email) : t.enabled(open.email));
              setOpen(null);
              return undefined;
            } catch (error) {
              return apiMessageOf(error) ?? t.failed;
            }
          }}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
