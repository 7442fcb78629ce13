import { formatDate } from '@souq/domain/dates';
import { sellerText } from '@souq/domain/locales/ar/seller';
import type { SellerStore } from '@souq/domain/schemas/seller-store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Ban, Clock, OctagonAlert, Send } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { apiMessageOf } from '@/lib/http';
import { notify } from '@/lib/notify';
import { useSellerPaths } from '@/lib/tree-paths';
import { resubmitStore, sellerStoreKey } from './api';
import { StoreStatusBadge } from './status-badge';

const t = sellerText.statusScreen;

const views = {
  pending: { Icon: Clock, title: t.pendingTitle, text: t.pendingText },
  rejected: { Icon: OctagonAlert, title: t.rejectedTitle, text: t.rejectedText },
  suspended: { Icon: Ban, title: t.suspendedTitle, text: t.suspendedText },
} as const;

/** A store that is not (yet) selling: what happens next, and the administrator's reason. */
export function StoreStatusScreen({
  store,
}: {
  store: SellerStore & { status: keyof typeof views };
}) {
  const paths = useSellerPaths();
  const { Icon, title, text } = views[store.status];
  const applied = formatDate(store.applied_at, 'date');
  return (
    <section
      aria-labelledby="store-status-title"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-10 text-center"
    >
      <div className="flex size-16 items-center justify-center rounded-full bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-300">
        <Icon aria-hidden="true" className="size-8" />
      </div>
      <StoreStatusBadge status={store.status} />
      <h1 id="store-status-title" className="text-2xl font-bold">
        {title}
      </h1>
      <p className="text-lg font-semibold">{store.vendor_name}</p>
      <p className="text-neutral-700 dark:text-neutral-300">{text}</p>
      {store.status_reason && store.status !== 'pending' && (
        <div className="w-full rounded-card border border-danger-300 bg-danger-50 p-4 text-start dark:bg-danger-950">
          <p className="font-bold text-danger-700 dark:text-danger-300">{t.reason}</p>
          <p className="whitespace-pre-line text-neutral-900 dark:text-neutral-50">
            {store.status_reason}
          </p>
        </div>
      )}
      <p className="text-sm text-neutral-600 dark:text-neutral-400">{t.appliedAt(applied)}</p>
      {store.status !== 'suspended' && (
        <Link
          to={paths.settings()}
          className={buttonStyles({
            variant: store.status === 'rejected' ? 'outline' : undefined,
            className: 'w-full sm:w-auto',
          })}
        >
          {t.editStore}
        </Link>
      )}
      {store.status === 'rejected' && <ResubmitButton />}
    </section>
  );
}

/** Back to review once the owner has fixed what the administrator asked for. */
function ResubmitButton() {
  const queryClient = useQueryClient();
  const resubmit = useMutation({
    mutationFn: resubmitStore,
    onSuccess: () => notify.success(t.resubmitted),
    onError: (error) => notify.error(apiMessageOf(error) ?? t.resubmitFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerStoreKey }),
  });
  return (
    <button
      type="button"
      onClick={() => resubmit.mutate()}
      disabled={resubmit.isPending}
      className={buttonStyles({ className: 'w-full sm:w-auto' })}
    >
      <Send aria-hidden="true" className="size-4" />
      {t.resubmit}
    </button>
  );
}
