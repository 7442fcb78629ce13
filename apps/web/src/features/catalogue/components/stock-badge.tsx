import { productsText } from '@souq/domain/locales/ar/products';
import type { Product } from '@souq/domain/schemas/catalogue';
import { hasVariants, parseVariants, totalVariantStock } from '@souq/domain/variants';

/** A small note when a product cannot simply be added: display only, sold out, or options. */
export function StockBadge({ product }: { product: Product }) {
  const withVariants = hasVariants(product);
  const stock = withVariants ? totalVariantStock(parseVariants(product)) : product.stock_count;
  const label =
    product.availability_mode === 'display_only'
      ? productsText.displayOnlyBadge
      : stock <= 0
        ? productsText.outOfStockBadge
        : withVariants
          ? productsText.hasOptions
          : null;
  if (!label) return null;
  const warn = label === productsText.outOfStockBadge;
  return (
    <span
      className={
        warn
          ? 'w-fit rounded-full bg-danger-50 px-2 py-0.5 text-xs font-semibold text-danger-700 dark:bg-danger-950 dark:text-danger-300'
          : 'w-fit rounded-full bg-neutral-100 px-2 py-0.5 text-xs font-semibold text-neutral-700 dark:bg-neutral-800 dark:text-neutral-200'
      }
    >
      {label}
    </span>
  );
}
