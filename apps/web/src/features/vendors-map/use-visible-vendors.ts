import type { Coordinates } from '@souq/domain/distance';
import {
  filterVendors,
  type MapVendor,
  sortVendors,
  type VendorMapFilters,
} from '@souq/domain/vendors-map';
import { useMemo } from 'react';

/** Filtered and sorted vendors, recomputed only when an input changes. */
export function useVisibleVendors<V extends MapVendor>(
  placed: readonly V[],
  filters: VendorMapFilters,
  user: Coordinates | null,
): V[] {
  return useMemo(
    () => sortVendors(filterVendors(placed, filters, user), filters.sort),
    [placed, filters, user],
  );
}
