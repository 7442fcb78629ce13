import { sellerSettingsText } from '@souq/domain/locales/ar/seller';
import type { SellerStore } from '@souq/domain/schemas/seller-store';
import type { Vendor } from '@souq/domain/schemas/vendors';
import { chooseTheme, STOREFRONT_ROOT_CLASS } from '@souq/domain/vendor-theme';
import { useQuery } from '@tanstack/react-query';
import { vendorQuery } from '@/features/catalogue/api/vendors';
import { useVendorTheme } from '@/features/vendor-theme/use-vendor-theme';
import { storefrontLayoutComponents } from '@/features/vendors/storefront/layouts/storefront-layouts';
import { tone } from '@/features/vendors/storefront/theme-classes';
import { cn } from '@/lib/cn';
import { TreePathsProvider, treePaths } from '@/lib/tree-paths';

const t = sellerSettingsText.theme;
const noCart = { onAdd: () => undefined, isBusy: () => false };

interface StorePreviewProps {
  store: SellerStore;
  layout: string;
  colorPattern: string;
  /** Sanitised CSS to wear (the verdict's), or undefined for what shoppers see today. */
  customCss?: string | null | undefined;
}

/** The store as shoppers see it, from the owner's own data, with products once it is public. */
function previewVendor(store: SellerStore, published: Vendor | null | undefined): Vendor {
  const { closed_days, offers_pickup, offers_delivery } = store;
  return {
    // Spread: the public store schema gains these fields in the store API's change.
    ...{ closed_days, offers_pickup, offers_delivery },
    id: store.id,
    vendor_name: store.vendor_name,
    description: store.description,
    brand_logo_url: store.brand_logo_url,
    banner_image_url: store.banner_image_url,
    store_images: store.gallery.map(({ image_url }) => ({ image_url })),
    formatted_address: store.formatted_address,
    city: store.city,
    phone_number: store.phone_number,
    latitude: store.latitude,
    longitude: store.longitude,
    delivery_radius_km: store.delivery_radius_km,
    total_products: published?.total_products ?? 0,
    total_stock: published?.total_stock ?? 0,
    product_categories: published?.product_categories ?? [],
    layout_template: store.layout_template,
    color_pattern: store.color_pattern,
    custom_css: published?.custom_css ?? null,
    shamcash_account: store.shamcash_account,
    goldmasters_account: store.goldmasters_account,
    opens_at: store.opens_at,
    closes_at: store.closes_at,
    products: published?.products ?? [],
  };
}

/**
 * A live preview: the real storefront layout with the unsaved choice. The page wears the
 * chosen colours while it is open (as the storefront does); the preview is inert, for looking.
 */
export function StorePreview({ store, layout, colorPattern, customCss }: StorePreviewProps) {
  const published = useQuery({ ...vendorQuery(store.id), enabled: store.status === 'active' });
  const base = previewVendor(store, published.data);
  const vendor: Vendor = {
    ...base,
    layout_template: layout,
    color_pattern: colorPattern,
    custom_css: customCss === undefined ? base.custom_css : customCss,
  };
  useVendorTheme(vendor);
  const chosen = chooseTheme(vendor).layout;
  const Layout = storefrontLayoutComponents[chosen];
  return (
    <section aria-labelledby="store-preview-title" className="flex min-w-0 flex-col gap-2">
      <h2 id="store-preview-title" className="text-lg font-bold">
        {t.preview}
      </h2>
      <p className="text-sm text-neutral-600 dark:text-neutral-300">{t.previewHint}</p>
      <div
        data-testid="store-preview"
        // Scrolls on its own: focusable, so a keyboard can scroll it too.
        tabIndex={0}
        className="max-h-[75vh] overflow-y-auto overflow-x-hidden rounded-card border-4 border-neutral-200 dark:border-neutral-700"
      >
        <div
          inert
          data-layout={chosen}
          data-color={vendor.color_pattern}
          className={cn(STOREFRONT_ROOT_CLASS, tone.surface, 'isolate [contain:layout_paint]')}
        >
          <TreePathsProvider paths={treePaths.web}>
            <Layout vendor={vendor} cart={noCart} />
          </TreePathsProvider>
        </div>
      </div>
    </section>
  );
}
