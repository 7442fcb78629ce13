import { formatDistance } from '@souq/domain/distance';
import { vendorsMapText } from '@souq/domain/locales/ar/vendors-map';
import { MapPin, Store } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useGrowingLimit } from './use-growing-limit';
import type { VendorOnMap } from './use-vendors-map';

interface VendorListProps {
  vendors: readonly VendorOnMap[];
  selectedId: string | null;
  onPick: (id: string) => void;
}

/**
 * The vendors as buttons: the keyboard and screen-reader way to every marker. A row click is
 * the same as a marker click (spec discovery §4: first selects, second zooms further).
 */
export function VendorList({ vendors, selectedId, onPick }: VendorListProps) {
  const { limit, sentinelRef } = useGrowingLimit(vendors);
  if (vendors.length === 0) {
    return (
      <div role="status" className="flex flex-col items-center gap-2 px-4 py-10 text-center">
        <Store aria-hidden="true" className="size-8 text-neutral-500" />
        <p className="font-bold">{vendorsMapText.emptyTitle}</p>
        <p className="text-sm text-neutral-700 dark:text-neutral-300">{vendorsMapText.emptyText}</p>
      </div>
    );
  }
  // a vendor picked on the map is always in the list, however far down
  const selectedAt = vendors.findIndex((vendor) => vendor.id === selectedId);
  const shown = vendors.slice(0, Math.max(limit, selectedAt + 1));
  return (
    <ul className="flex flex-col gap-2" data-testid="vendor-list">
      {shown.map((vendor) => (
        <li key={vendor.id}>
          <button
            type="button"
            aria-pressed={vendor.id === selectedId}
            onClick={() => onPick(vendor.id)}
            className={cn(
              'flex w-full flex-col gap-1 rounded-xl border px-3 py-2 text-start transition-colors',
              vendor.id === selectedId
                ? 'border-accent-500 bg-accent-50 dark:bg-neutral-800'
                : 'border-neutral-200 bg-white hover:bg-neutral-50 dark:border-neutral-700 dark:bg-neutral-900',
            )}
          >
            <span className="font-bold text-neutral-900 dark:text-neutral-50">
              {vendor.vendor_name}
            </span>
            <span className="flex items-center gap-1 text-sm text-neutral-700 dark:text-neutral-300">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              <span className="truncate">{vendor.city ?? vendor.formatted_address ?? ''}</span>
            </span>
            <span className="flex flex-wrap gap-x-3 text-sm text-neutral-600 dark:text-neutral-300">
              <span>{vendorsMapText.productsCount(vendor.total_products)}</span>
              {vendor.distance_km !== null && (
                <span data-testid="vendor-distance">{formatDistance(vendor.distance_km)}</span>
              )}
            </span>
          </button>
        </li>
      ))}
      {shown.length < vendors.length && (
        <li ref={sentinelRef} aria-hidden="true" className="h-px" />
      )}
    </ul>
  );
}
