import { catalogueText } from '@souq/domain/locales/ar/catalogue';
import { common } from '@souq/domain/locales/ar/common';
import { landing } from '@souq/domain/locales/ar/landing';
import { paths } from '@souq/domain/paths';
import { FEATURED_PRODUCT_COUNT } from '@souq/domain/product-pages';
import { ArrowRight, PackageOpen, RefreshCw, WifiOff } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { SectionNotice } from '@/components/ui/section-notice';
import { useAuth } from '@/features/auth/use-auth';
import { useAddToCart } from '@/features/cart/use-add-to-cart';
import { useFeaturedProducts } from '@/features/catalogue/api/featured-products';
import { ProductCard } from '@/features/catalogue/components/product-card';
import { ProductCardSkeleton } from '@/features/catalogue/components/product-card-skeleton';
import { SectionHeading } from './section-heading';

const text = landing.featured;
const gridClass = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4';

/** Spec: 8 featured products; adding to the cart needs login (toast for 2 s on this page). */
export function FeaturedProducts() {
  return (
    <section aria-labelledby="featured-title" className="mx-auto max-w-7xl px-4 pt-14">
      <SectionHeading
        id="featured-title"
        title={text.heading}
        intro={text.intro}
        action={
          <Link
            to={paths.web.products()}
            className={buttonStyles({ variant: 'outline', size: 'sm' })}
          >
            {text.viewAll}
            <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </Link>
        }
      />
      <FeaturedProductsBody />
    </section>
  );
}

function FeaturedProductsBody() {
  const products = useFeaturedProducts();
  const auth = useAuth();
  const addToCart = useAddToCart({
    signedIn: auth.status === 'signedIn',
    toastDuration: 2000,
  });

  if (products.isPending) {
    return (
      <div className={gridClass}>
        <p role="status" className="sr-only">
          {text.loading}
        </p>
        {Array.from({ length: FEATURED_PRODUCT_COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (products.isError) {
    return (
      <SectionNotice
        icon={<WifiOff aria-hidden="true" className="size-8" />}
        title={text.errorTitle}
        text={text.errorText}
      >
        <button
          type="button"
          onClick={() => products.refetch()}
          disabled={products.isFetching}
          className={buttonStyles({ className: 'mt-2' })}
        >
          <RefreshCw
            aria-hidden="true"
            className={products.isFetching ? 'size-4 animate-spin' : 'size-4'}
          />
          {products.isFetching ? common.loading : common.retry}
        </button>
      </SectionNotice>
    );
  }
  if (products.data.length === 0) {
    return (
      <SectionNotice
        icon={<PackageOpen aria-hidden="true" className="size-8" />}
        title={catalogueText.noProducts}
        text={text.emptyText}
      />
    );
  }
  return (
    <ul className={gridClass}>
      {products.data.map((product) => (
        <li key={product.id} className="flex">
          <ProductCard product={product} onAddToCart={addToCart} />
        </li>
      ))}
    </ul>
  );
}
