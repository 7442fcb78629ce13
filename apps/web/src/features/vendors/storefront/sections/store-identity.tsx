import { storefrontText as t } from '@souq/domain/locales/ar/storefront';
import type { Vendor } from '@souq/domain/schemas/vendors';
import { MapPin, Package, Truck } from 'lucide-react';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { storeImageUrl } from '@/features/vendors/store-facts';
import { cn } from '@/lib/cn';
import { tone } from '../theme-classes';

/** The store's logo, or its first letter on the accent colour when it has none. */
export function StoreLogo({ vendor, className }: { vendor: Vendor; className?: string }) {
  const box = cn('logo shrink-0 overflow-hidden rounded-2xl shadow-raised', className);
  if (!vendor.brand_logo_url)
    return (
      <span
        aria-hidden="true"
        className={cn(box, tone.accent, 'grid place-items-center text-4xl font-black')}
      >
        {vendor.vendor_name.trim().charAt(0)}
      </span>
    );
  return (
    <ImageWithFallback
      src={storeImageUrl(vendor.brand_logo_url, 'medium')}
      alt={t.logoAlt(vendor.vendor_name)}
      fallbackLabel={vendor.vendor_name}
      width={160}
      height={160}
      loading="eager"
      className={cn(box, 'bg-white object-contain')}
    />
  );
}

/** Name as the page's one h1 (class for the store's own CSS). */
export function StoreName({ vendor, className }: { vendor: Vendor; className?: string }) {
  return (
    <h1 className={cn('vendor-name text-3xl font-black leading-tight md:text-5xl', className)}>
      {vendor.vendor_name}
    </h1>
  );
}

export function StoreAddress({ vendor, className }: { vendor: Vendor; className?: string }) {
  if (!vendor.formatted_address) return null;
  return (
    <p className={cn('flex items-start gap-1.5 text-base', className)}>
      <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0" />
      <span>{vendor.formatted_address}</span>
    </p>
  );
}

/**
 * The hero's counts: real numbers from the store
 * (docs/design.md "Decisions where the spec is silent or shows a defect": no invented rating).
 */
export function StoreChips({ vendor, className }: { vendor: Vendor; className?: string }) {
  const chip = cn(
    'inline-flex items-center gap-1.5 rounded-pill px-3 py-1 text-sm font-bold',
    className,
  );
  return (
    <ul className="flex flex-wrap gap-2">
      <li className={chip}>
        <Package aria-hidden="true" className="size-4" />
        {t.productsCount(vendor.total_products)}
      </li>
      <li className={chip}>
        <Truck aria-hidden="true" className="size-4" />
        {t.deliveryUpTo(vendor.delivery_radius_km)}
      </li>
    </ul>
  );
}
