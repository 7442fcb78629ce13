import { catalogueText } from '@souq/domain/locales/ar/catalogue';
import { landing } from '@souq/domain/locales/ar/landing';
import { mobileText } from '@souq/domain/locales/ar/mobile';
import { paths } from '@souq/domain/paths';
import { ArrowLeft, PackageOpen } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { LoadErrorNotice } from '@/components/ui/load-error-notice';
import { SectionNotice } from '@/components/ui/section-notice';
import { useFeaturedProducts } from '@/features/catalogue/api/featured-products';
import { ProductCard } from '@/features/catalogue/components/product-card';
import { ProductCardSkeleton } from '@/features/catalogue/components/product-card-skeleton';

/** Four cards keep the home screen short on a phone; the rest is one tap away. */
const SHOWN = 4;

/** The landing's featured products (the newest), in the phone's two columns. */
export function HomeFeatured() {
  const products = useFeaturedProducts();
  if (products.isPending) {
    return (
      <div className="grid grid-cols-2 gap-3">
        {Array.from({ length: SHOWN }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (products.isError) {
    return (
      <LoadErrorNotice
        error={products.error}
        onRetry={() => void products.refetch()}
        retrying={products.isFetching}
      />
    );
  }
  if (products.data.length === 0) {
    return (
      <SectionNotice
        icon={<PackageOpen aria-hidden="true" className="size-8" />}
        title={catalogueText.noProducts}
        text={landing.featured.emptyText}
      />
    );
  }
  return (
    <>
      <ul className="grid grid-cols-2 gap-3">
        {products.data.slice(0, SHOWN).map((product) => (
          <li key={product.id} className="flex">
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
      <Link to={paths.mobile.products()} className={buttonStyles({ variant: 'outline' })}>
        {mobileText.home.featuredAll}
        <ArrowLeft aria-hidden="true" className="size-4 ltr:-scale-x-100" />
      </Link>
    </>
  );
}
