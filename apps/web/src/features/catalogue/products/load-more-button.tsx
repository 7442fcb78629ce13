import { productsText } from '@souq/domain/locales/ar/products';
import { Loader2 } from 'lucide-react';
import { buttonStyles } from '@/components/ui/button-styles';

/** 'عرض المزيد': the next page of results (decision 001: pages, not one huge list). */
export function LoadMoreButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  return (
    <div className="flex justify-center pt-2">
      <button
        type="button"
        onClick={onClick}
        disabled={loading}
        className={buttonStyles({ variant: 'outline', className: 'min-w-48' })}
      >
        {loading && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
        {loading ? productsText.loadingMore : productsText.loadMore}
      </button>
    </div>
  );
}
