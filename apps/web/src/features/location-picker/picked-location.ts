import { coordinatesText, parseFormattedAddress } from '@souq/domain/address-parsing';
import type { GeocodePlace } from '@souq/domain/schemas/geocoding';

/**
 * Spec discovery §3 'Picked location': a point and its address text, with the geocoder's parts if
 * any.
 */
export interface PickedLocation {
  lat: number;
  lng: number;
  address: string;
  street?: string | null;
  city?: string | null;
  country?: string | null;
  /** Named from the nearest known area while the geocoder was unreachable: not verified. */
  approximate?: boolean;
}

/**
 * Spec discovery §3 'Confirmed location result': what the picker hands back to the address form.
 */
export interface ConfirmedLocation {
  street: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  formatted_address: string;
  delivery_notes: string;
}

/** A search result or a reverse answer; `at` keeps the exact point the shopper chose. */
export function pickedFromPlace(place: GeocodePlace, at?: { lat: number; lng: number }) {
  return {
    lat: at?.lat ?? place.latitude,
    lng: at?.lng ?? place.longitude,
    address: place.formatted_address,
    street: place.street,
    city: place.city,
    country: place.country,
    approximate: place.source === 'gazetteer',
  } satisfies PickedLocation;
}

/**
 * Spec discovery §4: when the reverse lookup fails the address is the coordinates with the marker.
 */
export function pickedFromCoordinates(lat: number, lng: number): PickedLocation {
  return { lat, lng, address: coordinatesText(lat, lng) };
}

/**
 * Spec discovery §4 Address form: street, city, country, coordinates, formatted address and notes
 * go back to the form. Parts the geocoder did not give (the coordinates fallback, a saved address
 * being edited) are read from the formatted address (spec discovery §5 parsing).
 */
export function confirmLocation(picked: PickedLocation, notes: string): ConfirmedLocation {
  const parsed = parseFormattedAddress(picked.address);
  return {
    street: picked.street || parsed.street,
    city: picked.city || parsed.city,
    country: picked.country || parsed.country,
    latitude: picked.lat,
    longitude: picked.lng,
    formatted_address: picked.address,
    delivery_notes: notes.trim(),
  };
}
