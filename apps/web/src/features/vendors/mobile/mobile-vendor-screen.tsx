import { canAddToCart } from '@souq/domain/cart';
import { storefrontText as t } from '@souq/domain/locales/ar/storefront';
import { chooseTheme, STOREFRONT_ROOT_CLASS } from '@souq/domain/vendor-theme';
import { useQuery } from '@tanstack/react-query';
import { PackageOpen } from 'lucide-react';
import { LoadErrorNotice } from '@/components/ui/load-error-notice';
import { SectionNotice } from '@/components/ui/section-notice';
import { Skeleton } from '@/components/ui/skeleton';
import { vendorQuery } from '@/features/catalogue/api/vendors';
import { ProductCard } from '@/features/catalogue/components/product-card';
import { BackButton } from '@/features/catalogue/product-detail/back-button';
import { ShareMenu } from '@/features/catalogue/product-detail/share-menu';
import { useCardAddToCart } from '@/features/catalogue/products/use-card-add-to-cart';
import { useVendorTheme } from '@/features/vendor-theme/use-vendor-theme';
import { cn } from '@/lib/cn';
import { loadErrorKind } from '@/lib/load-error';
import { StoreNotFound } from '../store-not-found';
import { mobileLayoutPlans } from './mobile-layout-plan';
import { MobileStoreCard } from './mobile-store-card';
import { MobileStoreImages } from './mobile-store-images';

/**
 * /mobile/vendor/{id} (spec: mobile vendor page), in the store's colours and in the phone's
 * version of its layout (mobile-layout-plan.ts).
 */
export function MobileVendorScreen({ id }: { id: string }) {
  const query = useQuery(vendorQuery(id));
  const vendor = query.data;
  useVendorTheme(vendor);
  const cart = useCardAddToCart();

  if (query.isPending)
    return (
      <div className="flex flex-col gap-3">
        <p role="status" className="sr-only">
          {t.loading}
        </p>
        <Skeleton className="aspect-[4/3] w-full rounded-none" />
        <Skeleton className="mx-4 h-40" />
      </div>
    );
  // No network or a server failure is not 'no such store': say which, and retry.
  if (query.isError && loadErrorKind(query.error) !== 'notFound') {
    return (
      <LoadErrorNotice
        page
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!vendor) return <StoreNotFound id={id} />;

  const products = vendor.products ?? [];
  const layout = chooseTheme(vendor).layout;
  const plan = mobileLayoutPlans[layout];
  const parts = {
    images: <MobileStoreImages key="images" vendor={vendor} />,
    card: <MobileStoreCard key="card" vendor={vendor} />,
    products: (
      <section
        key="products"
        aria-labelledby="mobile-store-products"
        className="flex flex-col gap-3 px-4 pb-4"
      >
        <h2
          id="mobile-store-products"
          className="text-lg font-extrabold text-neutral-900 dark:text-neutral-50"
        >
          {t.products}
        </h2>
        {products.length === 0 ? (
          <SectionNotice
            icon={<PackageOpen aria-hidden="true" className="size-8" />}
            title={t.noProducts}
            text={t.mobile.noProducts}
          />
        ) : (
          <ul className="grid grid-cols-2 gap-3">
            {products.map((product, index) => (
              <li key={product.id} className="product-card flex">
                <ProductCard
                  product={product}
                  onAddToCart={canAddToCart(product) === null ? cart.onAdd : undefined}
                  busy={cart.isBusy(product.id)}
                  imageLoading={index < 4 ? 'eager' : 'lazy'}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    ),
  };
  return (
    <div
      data-layout={layout}
      className={cn(STOREFRONT_ROOT_CLASS, 'isolate flex flex-col [contain:layout_paint]')}
    >
      <div className="flex items-center justify-between gap-2 px-2 py-2">
        <BackButton />
        <ShareMenu title={vendor.vendor_name} />
      </div>
      {plan.order.map((part) => parts[part])}
    </div>
  );
}
