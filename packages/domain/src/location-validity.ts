import { hasCoordinatesMarker } from './address-parsing';
import { isValidCoordinate } from './distance';
import { addressText } from './locales/ar/addresses';

const t = addressText.validity;

/** Spec discovery §9: the Syrian bounding box; a point outside it gets a warning, not a refusal. */
const SYRIA_BOUNDS = { minLat: 32, maxLat: 38, minLng: 35, maxLng: 43 } as const;

/** A location as the picker holds it: any part may still be missing. */
export interface LocationCandidate {
  latitude?: number | null;
  longitude?: number | null;
  address?: string | null;
  /** The address was guessed from the nearest known area (offline gazetteer), not looked up. */
  approximate?: boolean;
}

export type LocationVerdictKind =
  | 'none'
  | 'incorrect-coordinates'
  | 'coordinates-only'
  | 'outside-syria'
  | 'approximate'
  | 'confirmed';

export interface LocationVerdict {
  /** Whether the picker may confirm this location. */
  valid: boolean;
  kind: LocationVerdictKind;
  /** Arabic text shown beside the selected address. */
  message: string;
}

export function isInsideSyria(latitude: number, longitude: number): boolean {
  const b = SYRIA_BOUNDS;
  return (
    latitude >= b.minLat && latitude <= b.maxLat && longitude >= b.minLng && longitude <= b.maxLng
  );
}

/**
 * Spec discovery §5 'Location validity', checked in the spec's order: nothing selected; coordinates
 * missing (or not real coordinates, spec discovery §5); only coordinates, no written address (the
 * reverse lookup failed); outside the Syrian box; otherwise confirmed. The last three may
 * all be confirmed: a courier can still find a bare point with good delivery notes.
 */
export function locationValidity(location: LocationCandidate | null | undefined): LocationVerdict {
  if (!location) return { valid: false, kind: 'none', message: t.noLocation };
  const { latitude, longitude, address } = location;
  if (latitude == null || longitude == null || !isValidCoordinate(latitude, longitude)) {
    return { valid: false, kind: 'incorrect-coordinates', message: t.incorrectCoordinates };
  }
  if (!address?.trim() || hasCoordinatesMarker(address)) {
    return { valid: true, kind: 'coordinates-only', message: t.coordinatesOnly };
  }
  if (!isInsideSyria(latitude, longitude)) {
    return { valid: true, kind: 'outside-syria', message: t.outsideSyria };
  }
  // Spec's 'confirmed' only for an address the geocoder gave; a nearby area's name is not one.
  if (location.approximate) return { valid: true, kind: 'approximate', message: t.approximate };
  return { valid: true, kind: 'confirmed', message: t.confirmed };
}
