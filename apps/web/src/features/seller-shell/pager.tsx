import { sellerText } from '@souq/domain/locales/ar/seller';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonStyles } from '@/components/ui/button-styles';

const t = sellerText.pager;

/** Previous and next under a seller list of several pages (nothing while there is one page). */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={t.page(page, pages)} className="flex items-center justify-between gap-2">
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        className={buttonStyles({ variant: 'outline' })}
      >
        <ChevronRight aria-hidden="true" className="size-5" />
        {t.previous}
      </button>
      <span className="text-sm font-semibold">{t.page(page, pages)}</span>
      <button
        type="button"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        className={buttonStyles({ variant: 'outline' })}
      >
        {t.next}
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
    </nav>
  );
}
