import { cartPageText as t } from '@souq/domain/locales/ar/cart';
import { Trash2 } from 'lucide-react';
import { buttonStyles } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cn } from '@/lib/cn';

interface CartHeaderProps {
  title: string;
  count: number;
  onClear: () => void;
  /** The phone layout uses a smaller title. */
  compact?: boolean;
}

/**
 * The cart's title, its item count and 'clear cart', shared by the web and mobile carts.
 * Clearing asks first: one slip should not lose a whole cart.
 */
export function CartHeader({ title, count, onClear, compact = false }: CartHeaderProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <div>
        <h1
          className={cn(
            'font-extrabold text-neutral-900 dark:text-neutral-50',
            compact ? 'text-xl' : 'text-2xl',
          )}
        >
          {title}
        </h1>
        {count > 0 && (
          <p className="text-sm font-semibold text-neutral-700 dark:text-neutral-300">
            {t.itemCount(count)}
          </p>
        )}
      </div>
      {count > 0 && (
        <ConfirmDialog
          trigger={
            <button type="button" className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t.clear}
            </button>
          }
          title={t.clearTitle}
          description={t.clearQuestion}
          confirmLabel={t.clearConfirm}
          cancelLabel={t.cancel}
          onConfirm={onClear}
        />
      )}
    </div>
  );
}
