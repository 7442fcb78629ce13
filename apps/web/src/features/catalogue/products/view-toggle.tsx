import { productsText } from '@souq/domain/locales/ar/products';
import { LayoutGrid, List } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { ViewMode } from './use-product-params';

/** Grid or list (spec: view modes), as two pressed-state buttons. */
export function ViewToggle({
  value,
  onChange,
}: {
  value: ViewMode;
  onChange: (v: ViewMode) => void;
}) {
  const option = (mode: ViewMode, label: string, Icon: typeof List) => (
    <button
      type="button"
      aria-pressed={value === mode}
      aria-label={label}
      title={label}
      onClick={() => onChange(mode)}
      className={cn(
        'flex size-11 items-center justify-center rounded-lg',
        value === mode
          ? 'bg-primary-700 text-white'
          : 'text-neutral-700 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-800',
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
  return (
    <div
      role="group"
      aria-label={productsText.viewLabel}
      className="flex shrink-0 gap-1 rounded-xl border border-neutral-300 bg-white p-0.5 dark:border-neutral-600 dark:bg-neutral-900"
    >
      {option('grid', productsText.grid, LayoutGrid)}
      {option('list', productsText.list, List)}
    </div>
  );
}
