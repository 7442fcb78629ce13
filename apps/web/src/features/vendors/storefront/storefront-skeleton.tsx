import { storefrontText as t } from '@souq/domain/locales/ar/storefront';
import { Skeleton } from '@/components/ui/skeleton';
import { ProductCardSkeleton } from '@/features/catalogue/components/product-card-skeleton';

/** Spec discovery §9: six product skeletons, under the outline of a hero and the stats. */
export function StorefrontSkeleton() {
  return (
    <div className="flex flex-col gap-8 pb-12">
      <p role="status" className="sr-only">
        {t.loading}
      </p>
      <Skeleton className="h-80 w-full rounded-none" />
      <div className="mx-auto grid w-full max-w-7xl grid-cols-2 gap-3 px-4 md:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} className="h-20" />
        ))}
      </div>
      <div className="mx-auto grid w-full max-w-7xl grid-cols-2 gap-4 px-4 md:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
