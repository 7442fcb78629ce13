import { adminAuditText as t } from '@souq/domain/locales/ar/admin';
import { type AdminTargetType, adminTargetTypes } from '@souq/domain/schemas/admin-actions';
import { useQuery } from '@tanstack/react-query';
import { ScrollText } from 'lucide-react';
import { LoadErrorNotice } from '@/components/ui/load-error-notice';
import { SpinnerStatus } from '@/components/ui/spinner-status';
import { AdminGate } from '@/features/admin-shell/admin-gate';
import { ListSearchField } from '@/features/seller-shell/list-search-field';
import { ListSelect } from '@/features/seller-shell/list-select';
import { Pager } from '@/features/seller-shell/pager';
import { useListParams } from '@/features/seller-shell/use-list-params';
import { ActionRow } from './action-row';
import { ACTIONS_PAGE_SIZE, type ActionFilters, adminActionsQuery } from './api';

function filtersOf(params: URLSearchParams): ActionFilters {
  const target = params.get('target') ?? 'all';
  return {
    target: (adminTargetTypes as readonly string[]).includes(target)
      ? (target as AdminTargetType)
      : 'all',
    q: params.get('q') ?? '',
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
}

/** /admin/actions: the audit log, newest first, filtered by what was acted on and searched. */
export function AdminActionsScreen() {
  return <AdminGate>{() => <Actions />}</AdminGate>;
}

function Actions() {
  const { filters, set, text, setText } = useListParams(filtersOf);
  const actions = useQuery(adminActionsQuery(filters));
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-6">
      <div>
        <h1 className="text-2xl font-bold">{t.title}</h1>
        <p className="mt-1 text-neutral-700 dark:text-neutral-300">{t.intro}</p>
      </div>
      <search className="grid gap-3 sm:grid-cols-[1fr_14rem]">
        <ListSearchField label={t.search} value={text} onChange={setText} />
        <ListSelect
          label={t.filterLabel}
          value={filters.target}
          onChange={(target) => set({ target: target === 'all' ? '' : target })}
          options={(['all', ...adminTargetTypes] as const).map((value) => ({
            value,
            label: t.targets[value],
          }))}
        />
      </search>
      {actions.isPending ? (
        <SpinnerStatus label={t.loading} />
      ) : actions.isError ? (
        <LoadErrorNotice
          error={actions.error}
          title={t.loadFailed}
          onRetry={() => void actions.refetch()}
          retrying={actions.isFetching}
        />
      ) : actions.data.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-card bg-white p-8 text-center shadow-card dark:bg-neutral-900">
          <ScrollText aria-hidden="true" className="size-10 text-primary-700" />
          <p className="text-lg font-bold">
            {filters.q || filters.target !== 'all' ? t.noResults : t.empty}
          </p>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <ol className="flex flex-col gap-3">
            {actions.data.data.map((entry) => (
              <ActionRow key={entry.id} entry={entry} />
            ))}
          </ol>
          <Pager
            page={filters.page}
            pages={Math.ceil(actions.data.count / ACTIONS_PAGE_SIZE)}
            onPage={(page) => set({ page: String(page) })}
          />
        </div>
      )}
    </div>
  );
}
