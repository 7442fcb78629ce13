import { formatDate } from '@souq/domain/dates';
import { adminNewsletterText as t } from '@souq/domain/locales/ar/newsletter';
import type { AdminSubscriber } from '@souq/domain/schemas/newsletter';
import { Trash2 } from 'lucide-react';

/** One subscriber: the address, since when, and the way to remove it (asked first). */
export function SubscriberRow({
  subscriber,
  onRemove,
}: {
  subscriber: AdminSubscriber;
  onRemove: () => void;
}) {
  return (
    <li className="flex items-center gap-3 rounded-card bg-white p-4 shadow-card dark:bg-neutral-900">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="truncate font-bold" dir="ltr">
          {subscriber.email}
        </p>
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          {t.subscribedAt}:{' '}
          <time dateTime={subscriber.created_at}>
            {formatDate(subscriber.created_at, 'dateTime')}
          </time>
        </p>
      </div>
      <button
        type="button"
        onClick={onRemove}
        aria-label={t.remove(subscriber.email)}
        title={t.removeLabel}
        className="flex size-11 shrink-0 items-center justify-center rounded-xl text-danger-700 hover:bg-danger-50 dark:text-danger-300 dark:hover:bg-danger-950"
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </button>
    </li>
  );
}
