import { adminNewsletterText as t } from '@souq/domain/locales/ar/newsletter';
import type { AdminSubscriber } from '@souq/domain/schemas/newsletter';
import { useQuery } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadErrorNotice } from '@/components/ui/load-error-notice';
import { SpinnerStatus } from '@/components/ui/spinner-status';
import { AdminGate } from '@/features/admin-shell/admin-gate';
import { ListSearchField } from '@/features/seller-shell/list-search-field';
import { Pager } from '@/features/seller-shell/pager';
import { useListParams } from '@/features/seller-shell/use-list-params';
import { apiMessageOf } from '@/lib/http';
import { notify } from '@/lib/notify';
import {
  adminSubscribersQuery,
  SUBSCRIBERS_PAGE_SIZE,
  type SubscriberFilters,
  useRemoveSubscriber,
} from './api';
import { SubscriberRow } from './subscriber-row';
import { SubscribersCsvDownload } from './subscribers-csv-download';

function filtersOf(params: URLSearchParams): SubscriberFilters {
  return {
    q: params.get('q') ?? '',
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
}

/** /admin/newsletter: who receives the newsletter, the export for the mailing tool, removals. */
export function AdminNewsletterScreen() {
  return <AdminGate>{() => <Subscribers />}</AdminGate>;
}

function Subscribers() {
  const { filters, set, text, setText } = useListParams(filtersOf);
  const subscribers = useQuery(adminSubscribersQuery(filters));
  const removal = useRemoveSubscriber();
  const [removing, setRemoving] = useState<AdminSubscriber | null>(null);

  const remove = (subscriber: AdminSubscriber) =>
    removal.mutate(subscriber.id, {
      onSuccess: () => notify.success(t.removed(subscriber.email)),
      onError: (error) => notify.error(apiMessageOf(error) ?? t.removeFailed),
    });

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold">{t.title}</h1>
          <p className="mt-1 text-neutral-700 dark:text-neutral-300">{t.intro}</p>
        </div>
        <SubscribersCsvDownload />
      </div>
      <search>
        <ListSearchField label={t.search} value={text} onChange={setText} />
      </search>
      {subscribers.isPending ? (
        <SpinnerStatus label={t.loading} />
      ) : subscribers.isError ? (
        <LoadErrorNotice
          error={subscribers.error}
          title={t.loadFailed}
          onRetry={() => void subscribers.refetch()}
          retrying={subscribers.isFetching}
        />
      ) : subscribers.data.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-card bg-white p-8 text-center shadow-card dark:bg-neutral-900">
          <Mail aria-hidden="true" className="size-10 text-primary-700" />
          <p className="text-lg font-bold">{filters.q ? t.noResults : t.empty}</p>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <p className="font-semibold" role="status">
            {t.count(subscribers.data.count)}
          </p>
          <ul aria-label={t.listLabel} className="flex flex-col gap-3">
            {subscribers.data.data.map((subscriber) => (
              <SubscriberRow
                key={subscriber.id}
                subscriber={subscriber}
                onRemove={() => setRemoving(subscriber)}
              />
            ))}
          </ul>
          <Pager
            page={filters.page}
            pages={Math.ceil(subscribers.data.count / SUBSCRIBERS_PAGE_SIZE)}
            onPage={(page) => set({ page: String(page) })}
          />
        </div>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t.dialog.title}
        description={removing ? t.dialog.text(removing.email) : ''}
        confirmLabel={t.dialog.confirm}
        onConfirm={() => removing && remove(removing)}
        cancelLabel={t.dialog.cancel}
      />
    </div>
  );
}
