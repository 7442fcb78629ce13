import { vendorsText } from './locales/ar/vendors';

/** Spec discovery §9: distances use a spherical earth of this radius. */
const EARTH_RADIUS_KM = 6371;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Finite, latitude -90..90, longitude -180..180 (spec discovery §5). */
export function isValidCoordinate(lat: unknown, lng: unknown): boolean {
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    lat >= -90 &&
    lat <= 90 &&
    lng >= -180 &&
    lng <= 180
  );
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function distanceKm(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Under 1 km in whole metres ('350 م'), otherwise km with one decimal ('2.4 كم'). */
export function formatDistance(km: number): string {
  if (km < 1) {
    const metres = Math.round(km * 1000);
    // 999.6 m rounds to 1000 m; say 1.0 km rather than '1000 م'.
    if (metres < 1000) return `${metres} ${vendorsText.metres}`;
  }
  return `${km.toFixed(1)} ${vendorsText.kilometres}`;
}

/** Where a store is and how far it delivers (vendor_profiles; the spec's Vendor fields). */
export interface DeliveryArea {
  latitude: number | null;
  longitude: number | null;
  delivery_radius_km: number;
}

/** The store's position when it has a real one, else null. */
export function storePosition(vendor: DeliveryArea): Coordinates | null {
  const { latitude, longitude } = vendor;
  if (latitude === null || longitude === null || !isValidCoordinate(latitude, longitude)) {
    return null;
  }
  return { latitude, longitude };
}

/**
 * The vendors map's 'turbo zone'
 * (docs/design.md "Decisions where the spec is silent or shows a defect"): the vendor delivers to
 * the shopper, i.e. the shopper is within the vendor's delivery radius. Unknown positions are never
 * covered. Checkout uses the same rule for a delivery address (checkout-placement.ts).
 */
export function coversLocation(
  vendor: DeliveryArea,
  user: { latitude: number; longitude: number } | null,
): boolean {
  if (!user || !isValidCoordinate(user.latitude, user.longitude)) return false;
  const store = storePosition(vendor);
  if (!store) return false;
  return distanceKm(store, user) <= vendor.delivery_radius_km;
}
