import { sellerText } from '@souq/domain/locales/ar/seller';
import type { StoreStatus } from '@souq/domain/schemas/seller-store';
import { cn } from '@/lib/cn';

const tones: Record<StoreStatus, string> = {
  active: 'bg-primary-50 text-primary-800 dark:bg-primary-950 dark:text-primary-200',
  pending: 'bg-accent-100 text-neutral-900 dark:bg-accent-800 dark:text-accent-50',
  rejected: 'bg-danger-50 text-danger-700 dark:bg-danger-950 dark:text-danger-300',
  suspended: 'bg-neutral-200 text-neutral-800 dark:bg-neutral-800 dark:text-neutral-200',
};

/** The store's status as a small coloured label. */
export function StoreStatusBadge({ status }: { status: StoreStatus }) {
  return (
    <span
      data-status={status}
      className={cn('inline-flex rounded-pill px-3 py-1 text-sm font-semibold', tones[status])}
    >
      {sellerText.status[status]}
    </span>
  );
}
