import { catalogueText } from '@souq/domain/locales/ar/catalogue';
import { productsText } from '@souq/domain/locales/ar/products';
import type { Product } from '@souq/domain/schemas/catalogue';
import { PackageOpen } from 'lucide-react';
import { LoadErrorNotice } from '@/components/ui/load-error-notice';
import { SectionNotice } from '@/components/ui/section-notice';
import { cn } from '@/lib/cn';
import { ProductCard } from '../components/product-card';
import { ProductCardSkeleton } from '../components/product-card-skeleton';
import { useApproximateNotes } from './approximate-price';
import type { ViewMode } from './use-product-params';

/** Spec discovery §9: 6 skeletons while products load; the first 6 images are preloaded. */
export const SKELETON_COUNT = 6;
export const EAGER_IMAGES = 6;
/** The first row is the largest paint: ask for it first. */
const HIGH_PRIORITY_IMAGES = 2;

interface ProductResultsProps {
  status: 'pending' | 'error' | 'success';
  products: readonly Product[];
  view: ViewMode;
  /** Why the list failed: no network and a server error read differently. */
  error: unknown;
  /** Refreshing for new filters while the previous list is still shown. */
  stale: boolean;
  onRetry: () => void;
  retrying: boolean;
  onAddToCart?: (product: Product) => void;
  canAdd?: (product: Product) => boolean;
  isBusy: (id: string) => boolean;
  onIntent?: (product: Product) => void;
}

export function gridClass(view: ViewMode): string {
  return view === 'list'
    ? 'grid grid-cols-1 gap-3'
    : 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4';
}

/**
 * How many products the list has, as the results' heading: the cards' names are third-level
 * headings (a section's, on the landing), so the page goes title, count, cards.
 */
export function ProductCount({ count }: { count: number }) {
  return (
    <h2 aria-live="polite" className="text-sm font-semibold text-neutral-700 dark:text-neutral-300">
      {productsText.count(count)}
    </h2>
  );
}

/** The list itself: skeletons, error, empty, or the cards in the chosen view. */
export function ProductResults(props: ProductResultsProps) {
  const { status, products, view } = props;
  const priceNote = useApproximateNotes(products);
  if (status === 'pending') {
    return (
      <div className={gridClass(view)}>
        <p role="status" className="sr-only">
          {productsText.loading}
        </p>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (status === 'error' && products.length === 0) {
    return (
      <LoadErrorNotice error={props.error} onRetry={props.onRetry} retrying={props.retrying} />
    );
  }
  if (products.length === 0) {
    return (
      <SectionNotice
        icon={<PackageOpen aria-hidden="true" className="size-8" />}
        title={catalogueText.noProducts}
        text={productsText.emptyText}
      />
    );
  }
  return (
    <ul
      aria-busy={props.stale}
      className={cn(gridClass(view), props.stale && 'opacity-60 transition-opacity')}
    >
      {products.map((product, index) => (
        <li key={product.id} className="flex">
          <ProductCard
            product={product}
            layout={view}
            onAddToCart={
              props.onAddToCart && (props.canAdd?.(product) ?? true) ? props.onAddToCart : undefined
            }
            busy={props.isBusy(product.id)}
            onIntent={props.onIntent}
            priceNote={priceNote(product)}
            imageLoading={
              index < HIGH_PRIORITY_IMAGES ? 'high' : index < EAGER_IMAGES ? 'eager' : 'observe'
            }
          />
        </li>
      ))}
    </ul>
  );
}
