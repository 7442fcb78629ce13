import { sellerProductsText } from '@souq/domain/locales/ar/seller';
import type { ProductStatus } from '@souq/domain/schemas/seller-products';
import { cn } from '@/lib/cn';

const tones: Record<ProductStatus, string> = {
  active: 'bg-primary-50 text-primary-800 dark:bg-primary-950 dark:text-primary-200',
  draft: 'bg-accent-100 text-neutral-900 dark:bg-accent-800 dark:text-accent-50',
  archived: 'bg-neutral-200 text-neutral-800 dark:bg-neutral-800 dark:text-neutral-200',
};

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  return (
    <span
      data-status={status}
      className={cn('inline-flex rounded-pill px-2.5 py-0.5 text-xs font-bold', tones[status])}
    >
      {sellerProductsText.statuses[status]}
    </span>
  );
}
