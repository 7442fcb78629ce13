import { sellerBoardText } from '@souq/domain/locales/ar/seller-board';
import { paths } from '@souq/domain/paths';
import { ChevronLeft, ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { useNewOrderCount } from './api';

const t = sellerBoardText.dashboard;

/** The dashboard's way to the board: how many new orders wait, bright while any do. */
export function NewOrdersCard() {
  const count = useNewOrderCount().data;
  const waiting = (count ?? 0) > 0;
  return (
    <Link
      to={paths.seller.orders()}
      className={cn(
        'flex min-h-16 items-center gap-3 rounded-card p-4 shadow-card',
        waiting
          ? 'bg-accent-100 text-neutral-950 hover:bg-accent-200'
          : 'bg-white hover:bg-primary-50 dark:bg-neutral-900 dark:hover:bg-primary-950',
      )}
    >
      <ClipboardList aria-hidden="true" className="size-7 shrink-0 text-primary-700" />
      <span className="flex flex-1 flex-col">
        <span className="text-sm">{t.newOrders}</span>
        <span className="text-2xl font-bold">{count ?? '…'}</span>
      </span>
      <span
        className={cn(
          'flex items-center gap-1 font-semibold',
          waiting ? 'text-primary-900' : 'text-primary-800 dark:text-primary-300',
        )}
      >
        {t.openBoard}
        <ChevronLeft aria-hidden="true" className="size-5" />
      </span>
    </Link>
  );
}
