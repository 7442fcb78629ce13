import { formatDistance } from '@souq/domain/distance';
import { vendorsMapText } from '@souq/domain/locales/ar/vendors-map';
import { ExternalLink, MapPin, Phone, Store, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { useShopperPaths } from '@/lib/tree-paths';
import type { VendorOnMap } from './use-vendors-map';

interface VendorDetailProps {
  vendor: VendorOnMap;
  /** Desktop opens the storefront in a new tab (spec discovery §2); mobile stays in the app. */
  newTab: boolean;
}

/** The selected vendor: address, distance, delivery radius, storefront link and a call link. */
export function VendorDetail({ vendor, newTab }: VendorDetailProps) {
  const storeHref = useShopperPaths().vendor(vendor.id);
  return (
    <div className="flex flex-col gap-3" data-testid="vendor-detail">
      <ul className="flex flex-col gap-1 text-neutral-700 dark:text-neutral-300">
        <li className="flex items-start gap-2">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{vendor.formatted_address ?? vendor.city ?? vendorsMapText.noAddress}</span>
        </li>
        <li className="flex items-center gap-2">
          <Truck aria-hidden="true" className="size-4 shrink-0" />
          <span>{vendorsMapText.deliveryRadius(vendor.delivery_radius_km)}</span>
        </li>
        <li className="flex items-center gap-2">
          <Store aria-hidden="true" className="size-4 shrink-0" />
          <span>{vendorsMapText.productsCount(vendor.total_products)}</span>
        </li>
        {vendor.distance_km !== null && (
          <li className="font-semibold text-primary-800 dark:text-primary-300">
            {vendorsMapText.distanceAway(formatDistance(vendor.distance_km))}
          </li>
        )}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Link
          to={storeHref}
          {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          className={buttonStyles({ size: 'md' })}
        >
          {vendorsMapText.visitStore}
          {newTab && (
            <>
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">{vendorsMapText.opensInNewTab}</span>
            </>
          )}
        </Link>
        {vendor.phone_number && (
          <a href={`tel:${vendor.phone_number}`} className={buttonStyles({ variant: 'outline' })}>
            <Phone aria-hidden="true" className="size-4" />
            {vendorsMapText.call}
            <bdi dir="ltr">{vendor.phone_number}</bdi>
          </a>
        )}
      </div>
    </div>
  );
}
