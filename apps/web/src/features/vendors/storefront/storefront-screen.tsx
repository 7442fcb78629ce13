import { storefrontText as t } from '@souq/domain/locales/ar/storefront';
import { vendorsText } from '@souq/domain/locales/ar/vendors';
import { paths } from '@souq/domain/paths';
import { STOREFRONT_ROOT_CLASS } from '@souq/domain/vendor-theme';
import { useQuery } from '@tanstack/react-query';
import { Store } from 'lucide-react';
import { MessageScreen } from '../../../components/ui/message-screen';
import { cn } from '../../../lib/cn';
import { useCardAddToCart } from '../../catalogue/products/use-card-add-to-cart';
import { storeTheme } from '../../vendor-theme/store-theme';
import { useVendorTheme } from '../../vendor-theme/use-vendor-theme';
import { vendorQuery } from '../api/vendors';
import { storefrontLayoutComponents } from './layouts';
import { FloatingActions } from './sections/floating-actions';
import { StorefrontSkeleton } from './storefront-skeleton';
import { tone } from './theme-classes';

/** /vendor/{id}: the store in its own layout and colours (spec: Vendor storefront). */
export function StorefrontScreen({ id }: { id: string }) {
  const query = useQuery(vendorQuery(id));
  const vendor = query.data;
  useVendorTheme(vendor);
  const cart = useCardAddToCart({ loginPath: paths.web.auth(), productPath: paths.web.product });

  if (query.isPending) return <StorefrontSkeleton />;
  if (!vendor)
    return (
      <MessageScreen
        icon={<Store aria-hidden="true" className="size-8" />}
        title={vendorsText.notFoundTitle}
        text={vendorsText.notFoundText}
        action={{ to: paths.web.home(), label: t.backHome }}
      />
    );

  const layout = storeTheme(vendor).layout;
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
        <Layout vendor={vendor} cart={cart} productHref={paths.web.product} />
      </div>
    </>
  );
}
