import { cartPageText as t } from '@souq/domain/locales/ar/cart';
import { cn } from '../../lib/cn';
import { ClearCartDialog } from './clear-cart-dialog';

interface CartHeaderProps {
  title: string;
  count: number;
  onClear: () => void;
  /** The phone layout uses a smaller title. */
  compact?: boolean;
}

/** The cart's title, its item count and 'clear cart', shared by the web and mobile carts. */
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
      {count > 0 && <ClearCartDialog onConfirm={onClear} />}
    </div>
  );
}
