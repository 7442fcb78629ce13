import { chooseTheme, STOREFRONT_ROOT_CLASS } from '@souq/domain/vendor-theme';
import { useQuery } from '@tanstack/react-query';
import { LoadErrorNotice } from '@/components/ui/load-error-notice';
import { vendorQuery } from '@/features/catalogue/api/vendors';
import { useCardAddToCart } from '@/features/catalogue/products/use-card-add-to-cart';
import { useVendorTheme } from '@/features/vendor-theme/use-vendor-theme';
import { cn } from '@/lib/cn';
import { loadErrorKind } from '@/lib/load-error';
import { StoreNotFound } from '../store-not-found';
import { storefrontLayoutComponents } from './layouts/storefront-layouts';
import { FloatingActions } from './sections/floating-actions';
import { StorefrontSkeleton } from './storefront-skeleton';
import { tone } from './theme-classes';

/** /vendor/{id}: the store in its own layout and colours (spec: Vendor storefront). */
export function StorefrontScreen({ id }: { id: string }) {
  const query = useQuery(vendorQuery(id));
  const vendor = query.data;
  useVendorTheme(vendor);
  const cart = useCardAddToCart();

  if (query.isPending) return <StorefrontSkeleton />;
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

  const layout = chooseTheme(vendor).layout;
  const Layout = storefrontLayoutComponents[layout];
  return (
    <>
      <FloatingActions title={vendor.vendor_name} />
      {/* isolation + containment: whatever the store's CSS does stays inside this box. */}
      <div
        data-layout={layout}
        className={cn(
          STOREFRONT_ROOT_CLASS,
          tone.surface,
          'isolate min-h-screen [contain:layout_paint]',
        )}
      >
        <Layout vendor={vendor} cart={cart} />
      </div>
    </>
  );
}
