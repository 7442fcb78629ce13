import { sellerBoardText } from '@souq/domain/locales/ar/seller-board';
import { cn } from '@/lib/cn';

/**
 * The count of new orders on the console's "الطلبات" item: over the icon in the phone's tab
 * bar, after the label in the header. Screen readers hear the whole phrase.
 */
export function NewOrdersBadge({ count, corner }: { count: number; corner?: boolean }) {
  if (count <= 0) return null;
  return (
    <span
      className={cn(
        'flex h-5 min-w-5 items-center justify-center rounded-pill bg-accent-400 px-1 text-xs leading-none font-bold text-neutral-950',
        corner && 'absolute top-1 start-[calc(50%+0.25rem)]',
      )}
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{sellerBoardText.newBadge(count)}</span>
    </span>
  );
}
