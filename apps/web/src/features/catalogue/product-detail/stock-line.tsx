import { productDetailText as t } from '@souq/domain/locales/ar/product-detail';
import { AlertTriangle, CheckCircle2, XCircle } from 'lucide-react';

/** Spec discovery §9: the low-stock warning shows at 5 or fewer and above 0. */
export const LOW_STOCK = 5;

export function isLowStock(stock: number): boolean {
  return stock > 0 && stock <= LOW_STOCK;
}

/** The stock of the current selection (or of the product), with the low-stock warning. */
export function StockLine({ stock }: { stock: number }) {
  if (stock <= 0)
    return (
      <p className="flex items-center gap-2 font-semibold text-danger-700 dark:text-danger-300">
        <XCircle aria-hidden="true" className="size-5" />
        {t.outOfStock}
      </p>
    );
  return (
    <div className="flex flex-col gap-1">
      <p className="flex items-center gap-2 font-semibold text-primary-800 dark:text-primary-300">
        <CheckCircle2 aria-hidden="true" className="size-5" />
        {t.inStock(stock)}
      </p>
      {isLowStock(stock) && (
        <p
          role="note"
          className="flex items-center gap-2 rounded-lg bg-accent-50 px-3 py-2 text-sm font-semibold text-accent-800 dark:bg-accent-800/30 dark:text-accent-100"
        >
          <AlertTriangle aria-hidden="true" className="size-4" />
          {t.lowStock(stock)}
        </p>
      )}
    </div>
  );
}
