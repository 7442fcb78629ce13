import { ordersText } from '@souq/domain/locales/ar/orders';
import { LoaderCircle } from 'lucide-react';
import { buttonStyles } from '@/components/ui/button-styles';

const t = ordersText.list;

interface MoreOrdersProps {
  shown: number;
  count: number;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
}

/** Past the newest page: how many are shown of how many, and the next page on a tap. */
export function MoreOrders({ shown, count, loading, failed, onMore }: MoreOrdersProps) {
  return (
    <div className="flex flex-col items-center gap-2 pt-2">
      <p className="text-sm text-neutral-700 dark:text-neutral-300">{t.shown(shown, count)}</p>
      {failed && (
        <p role="alert" className="text-sm font-semibold text-danger-700">
          {t.moreFailed}
        </p>
      )}
      <button
        type="button"
        onClick={onMore}
        disabled={loading}
        className={buttonStyles({ variant: 'outline', className: 'w-full sm:w-auto' })}
      >
        {loading && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
        {loading ? t.loadingMore : t.more}
      </button>
    </div>
  );
}
