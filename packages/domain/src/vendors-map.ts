import { normalizeArabic } from './arabic';
import { type Coordinates, coversLocation, distanceKm, isValidCoordinate } from './distance';
import type { Vendor } from './schemas/vendors';

/**
 * The vendors map's rules (spec discovery §4 Vendors map, §9 vendor sorts and filters), pure
 * so the web's desktop and mobile screens share them and the tests pin them down.
 */

/** What the map needs of a vendor: the list is fetched without products (decision 008). */
export type MapVendorInput = Pick<
  Vendor,
  | 'id'
  | 'vendor_name'
  | 'formatted_address'
  | 'city'
  | 'phone_number'
  | 'latitude'
  | 'longitude'
  | 'delivery_radius_km'
  | 'total_products'
  | 'product_categories'
>;

/** A vendor that can be drawn: valid coordinates, and its distance from the shopper if known. */
export type MapVendor<V extends MapVendorInput = MapVendorInput> = V & {
  latitude: number;
  longitude: number;
  distance_km: number | null;
};

/** 'all' is the unfiltered value of the city and category filters. */
export const ALL = 'all';
export const vendorSorts = ['name', 'distance', 'products'] as const;
export type VendorSort = (typeof vendorSorts)[number];

export interface VendorMapFilters {
  search: string;
  category: string;
  city: string;
  turboOnly: boolean;
  sort: VendorSort;
}

export const defaultVendorMapFilters: VendorMapFilters = {
  search: '',
  category: ALL,
  city: ALL,
  turboOnly: false,
  sort: 'name',
};

const arabicOrder = new Intl.Collator('ar');

/**
 * Drops vendors with invalid coordinates (spec discovery §4) and adds the distance from the
 * shopper.
 */
export function placeVendors<V extends MapVendorInput>(
  vendors: readonly V[],
  user: Coordinates | null,
): MapVendor<V>[] {
  const placed: MapVendor<V>[] = [];
  for (const vendor of vendors) {
    const { latitude, longitude } = vendor;
    if (latitude === null || longitude === null || !isValidCoordinate(latitude, longitude))
      continue;
    const distance = user ? distanceKm(user, { latitude, longitude }) : null;
    placed.push({ ...vendor, latitude, longitude, distance_km: distance });
  }
  return placed;
}

/** Search (name or address, Arabic-normalised), category, city and the turbo zone. */
export function filterVendors<V extends MapVendor>(
  vendors: readonly V[],
  filters: VendorMapFilters,
  user: Coordinates | null,
): V[] {
  const needle = normalizeArabic(filters.search);
  return vendors.filter((vendor) => {
    if (needle) {
      const haystack = normalizeArabic(`${vendor.vendor_name} ${vendor.formatted_address ?? ''}`);
      if (!haystack.includes(needle)) return false;
    }
    if (filters.category !== ALL && !vendor.product_categories.includes(filters.category)) {
      return false;
    }
    if (filters.city !== ALL && vendor.city !== filters.city) return false;
    // docs/design.md "Decisions where the spec is silent or shows a defect": turbo zone = the
    // vendor delivers to the shopper; none without location
    if (filters.turboOnly && !coversLocation(vendor, user)) return false;
    return true;
  });
}

const byName = (a: MapVendor, b: MapVendor) => arabicOrder.compare(a.vendor_name, b.vendor_name);

/** Name in Arabic order; distance nearest first (name order without a location); products most first. */
export function sortVendors<V extends MapVendor>(vendors: readonly V[], sort: VendorSort): V[] {
  const sorted = [...vendors];
  if (sort === 'products') {
    return sorted.sort((a, b) => b.total_products - a.total_products || byName(a, b));
  }
  if (sort === 'distance' && sorted.every((vendor) => vendor.distance_km !== null)) {
    return sorted.sort((a, b) => (a.distance_km ?? 0) - (b.distance_km ?? 0) || byName(a, b));
  }
  return sorted.sort(byName);
}

/** The list and the markers: placed, filtered and sorted. */
export function visibleVendors<V extends MapVendorInput>(
  vendors: readonly V[],
  filters: VendorMapFilters,
  user: Coordinates | null,
): MapVendor<V>[] {
  return sortVendors(filterVendors(placeVendors(vendors, user), filters, user), filters.sort);
}

/** 'Near me' (spec discovery §4): nearest first, city and category cleared. */
export function nearMeFilters(filters: VendorMapFilters): VendorMapFilters {
  return { ...filters, sort: 'distance', city: ALL, category: ALL };
}

/**
 * 'Same city' (spec discovery §4): the nearest vendor's city becomes the city filter, nearest
 * first. Null when that cannot be told (no location, or no vendor with a city).
 */
export function sameCityFilters(
  vendors: readonly MapVendor[],
  filters: VendorMapFilters,
): VendorMapFilters | null {
  const nearest = sortVendors(
    vendors.filter((vendor) => vendor.distance_km !== null && vendor.city),
    'distance',
  )[0];
  if (!nearest?.city) return null;
  return { ...filters, city: nearest.city, sort: 'distance' };
}

/** The cities to choose from, in Arabic order. */
export function vendorCities(vendors: readonly MapVendorInput[]): string[] {
  const cities = new Set<string>();
  for (const vendor of vendors) if (vendor.city) cities.add(vendor.city);
  return [...cities].sort(arabicOrder.compare);
}

/**
 * Spec discovery §8: when the categories fail to load, offer those found in the vendors' products.
 */
export function vendorCategories(vendors: readonly MapVendorInput[]): string[] {
  const categories = new Set<string>();
  for (const vendor of vendors) for (const name of vendor.product_categories) categories.add(name);
  return [...categories].sort(arabicOrder.compare);
}
