import { parseFormattedAddress } from '@souq/domain/address-parsing';
import type { GeocodePlace } from '@souq/domain/schemas/geocoding';
import {
  findGovernorate,
  findPlace,
  type GazetteerPlace,
  SYRIAN_GOVERNORATES,
} from '@souq/domain/syria-gazetteer';
import type { NominatimPlace } from './nominatim-client';

/** The saved-address column is 500 characters; a longer display name is cut, not refused. */
const MAX_ADDRESS = 500;
const SYRIA_AR = 'سوريا';

/** The first address-detail field present, as text. */
function first(address: Record<string, unknown>, keys: string[]): string | null {
  for (const key of keys) {
    const value = address[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

/**
 * A geocoder answer as our API gives it. Street from the road-like fields; city named through
 * the gazetteer when it knows the place (one spelling for one city), else as the service wrote
 * it, else from the governorate; whatever is still missing comes from the spec's parsing rule.
 */
export function fromNominatim(place: NominatimPlace): GeocodePlace {
  const address = place.address ?? {};
  const formatted = place.display_name.slice(0, MAX_ADDRESS);
  const parsed = parseFormattedAddress(formatted);
  const road = first(address, ['road', 'pedestrian', 'footway', 'square', 'neighbourhood']);
  const number = first(address, ['house_number']);
  const locality = first(address, ['city', 'town', 'village', 'municipality', 'suburb']);
  const state = first(address, ['state', 'province', 'region']);
  const known = locality ? findPlace(locality) : null;
  const governorate = state ? findGovernorate(state) : null;
  return {
    latitude: place.lat,
    longitude: place.lon,
    formatted_address: formatted,
    street: road ? (number ? `${road} ${number}` : road) : null,
    city: known?.nameAr ?? locality ?? governorate?.nameAr ?? parsed.city,
    country: first(address, ['country']) ?? parsed.country,
    source: 'geocoder',
  };
}

const governorateOf = (p: GazetteerPlace) =>
  SYRIAN_GOVERNORATES.find((g) => g.id === p.governorate) ?? p;

/**
 * A gazetteer place as an answer, when the geocoder cannot be reached. A reverse lookup keeps
 * the shopper's own point (the pin stays where it was put) and names the place it is near.
 */
export function fromGazetteer(
  place: GazetteerPlace,
  point: { latitude: number; longitude: number } = place,
): GeocodePlace {
  const parts =
    place.kind === 'governorate'
      ? [place.nameAr, SYRIA_AR]
      : [place.nameAr, governorateOf(place).nameAr, SYRIA_AR];
  return {
    latitude: point.latitude,
    longitude: point.longitude,
    formatted_address: parts.join('، '),
    street: null,
    // A district's city is its governorate's capital, named like the governorate ('المزة' is in دمشق).
    city: place.kind === 'district' ? governorateOf(place).nameAr : place.nameAr,
    country: SYRIA_AR,
    source: 'gazetteer',
  };
}
