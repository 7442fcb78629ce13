import { productDetailText as t } from '@souq/domain/locales/ar/product-detail';
import { PackageX } from 'lucide-react';
import { LoadErrorNotice } from '@/components/ui/load-error-notice';
import { MessageScreen } from '@/components/ui/message-screen';
import { Skeleton } from '@/components/ui/skeleton';
import { loadErrorKind } from '@/lib/load-error';
import { useShopperPaths } from '@/lib/tree-paths';
import { BackButton } from './back-button';
import { DeliveryInfo } from './delivery-info';
import { CategoryBadge, FulfilmentBadges, PaymentBadges } from './product-badges';
import { ProductGallery } from './product-gallery';
import { PurchasePanel } from './purchase-panel';
import { SellerCard } from './seller-card';
import { ShareMenu } from './share-menu';
import { useProduct } from './use-product';
import { useProductVendorTheme } from './use-vendor-theme';

/** The product page of either route tree; its links stay in the tree it is shown in. */
export function ProductDetailScreen({ id }: { id: string }) {
  const paths = useShopperPaths();
  const query = useProduct(id);
  const product = query.data;
  useProductVendorTheme(product?.vendor_id);

  if (query.isPending) return <DetailSkeleton />;
  // No network or a server failure is not 'this product was removed': say which, and retry.
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
  if (!product)
    return (
      <MessageScreen
        icon={<PackageX aria-hidden="true" className="size-8" />}
        title={t.notFound}
        text={t.notFoundText}
        action={{ to: paths.products(), label: t.backToProducts }}
      />
    );

  return (
    <article className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-4 md:py-6">
      <div className="flex items-center justify-between gap-2">
        <BackButton fallback={paths.products()} />
        <ShareMenu title={product.name} />
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <ProductGallery product={product} />
        <div className="flex min-w-0 flex-col gap-4">
          <CategoryBadge name={product.product_category} />
          <h1 className="text-2xl font-extrabold text-neutral-900 md:text-3xl dark:text-neutral-50">
            {product.name}
          </h1>
          <PurchasePanel product={product} />
          <DeliveryInfo product={product} />
          <FulfilmentBadges product={product} />
          <PaymentBadges product={product} />
          <SellerCard product={product} />
        </div>
      </div>
      {product.description && (
        <section className="flex flex-col gap-2 rounded-card border border-neutral-200 bg-white p-4 dark:border-neutral-700 dark:bg-neutral-900">
          <h2 className="text-lg font-bold text-neutral-900 dark:text-neutral-50">
            {t.description}
          </h2>
          <p className="whitespace-pre-line text-neutral-800 dark:text-neutral-200">
            {product.description}
          </p>
        </section>
      )}
    </article>
  );
}

function DetailSkeleton() {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 md:grid-cols-2">
      <p role="status" className="sr-only">
        {t.loading}
      </p>
      <Skeleton className="aspect-[4/3] w-full" />
      <div className="flex flex-col gap-3">
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-10 w-1/3" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    </div>
  );
}
