import { adminStoresText } from '@souq/domain/locales/ar/admin';
import { type StoreStatus, storeStatuses } from '@souq/domain/schemas/seller-store';
import type { StoreVerb } from '@souq/domain/store-status';
import { useQuery } from '@tanstack/react-query';
import { Store } from 'lucide-react';
import { useState } from 'react';
import { LoadErrorNotice } from '@/components/ui/load-error-notice';
import { SpinnerStatus } from '@/components/ui/spinner-status';
import { AdminGate } from '@/features/admin-shell/admin-gate';
import { ListSearchField } from '@/features/seller-shell/list-search-field';
import { Pager } from '@/features/seller-shell/pager';
import { useListParams } from '@/features/seller-shell/use-list-params';
import { apiMessageOf } from '@/lib/http';
import { notify } from '@/lib/notify';
import { adminStoresQuery, STORES_PAGE_SIZE, type StoreFilters, useStoreDecision } from './api';
import { DecisionDialog } from './decision-dialog';
import { StatusTabs } from './status-tabs';
import { StoreCard } from './store-card';

const t = adminStoresText;

function filtersOf(params: URLSearchParams): StoreFilters {
  const status = params.get('status') ?? 'pending';
  return {
    status: (storeStatuses as readonly string[]).includes(status)
      ? (status as StoreStatus)
      : 'pending',
    q: params.get('q') ?? '',
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
}

/** /admin/stores: the applications queue first, every store by status, and the decisions. */
export function AdminStoresScreen() {
  return <AdminGate>{() => <Stores />}</AdminGate>;
}

function Stores() {
  const { filters, set, text, setText } = useListParams(filtersOf);
  const stores = useQuery(adminStoresQuery(filters));
  const decision = useStoreDecision();
  const [open, setOpen] = useState<{ verb: StoreVerb; id: string; name: string } | null>(null);

  const decide = async (reason: string | null) => {
    if (!open) return undefined;
    try {
      await decision.mutateAsync({ storeId: open.id, verb: open.verb, reason });
      notify.success(t.done[open.verb](open.name));
      setOpen(null);
      return undefined;
    } catch (error) {
      return apiMessageOf(error) ?? t.failed;
    }
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <div>
        <h1 className="text-2xl font-bold">{t.title}</h1>
        <p className="mt-1 text-neutral-700 dark:text-neutral-300">{t.intro}</p>
      </div>
      <search>
        <ListSearchField label={t.search} value={text} onChange={setText} />
      </search>
      <StatusTabs
        status={filters.status}
        onStatusChange={(status) => set({ status })}
        counts={stores.data?.counts}
      >
        {stores.isPending ? (
          <SpinnerStatus label={t.loading} />
        ) : stores.isError ? (
          <LoadErrorNotice
            error={stores.error}
            title={t.loadFailed}
            onRetry={() => void stores.refetch()}
            retrying={stores.isFetching}
          />
        ) : stores.data.data.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-card bg-white p-8 text-center shadow-card dark:bg-neutral-900">
            <Store aria-hidden="true" className="size-10 text-primary-700" />
            <p className="text-lg font-bold">{filters.q ? t.noResults : t.empty[filters.status]}</p>
          </div>
        ) : (
          <div className="flex flex-col gap-4">
            <ul className="flex flex-col gap-3">
              {stores.data.data.map((store) => (
                <StoreCard
                  key={store.id}
                  store={store}
                  onDecide={(verb) => setOpen({ verb, id: store.id, name: store.vendor_name })}
                />
              ))}
            </ul>
            <Pager
              page={filters.page}
              pages={Math.ceil(stores.data.count / STORES_PAGE_SIZE)}
              onPage={(page) => set({ page: String(page) })}
            />
          </div>
        )}
      </StatusTabs>
      {open && (
        <DecisionDialog
          verb={open.verb}
          storeName={open.name}
          busy={decision.isPending}
          onSubmit={decide}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
