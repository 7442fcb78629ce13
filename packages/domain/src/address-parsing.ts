import { geocodingText as t } from './locales/ar/geocoding';
import { DEFAULT_COUNTRY } from './schemas/addresses';
import { governorateMentionedIn, normalizePlaceName } from './syria-gazetteer';

/** Spec discovery §5: the city of a Syrian address naming no governorate. */
const DEFAULT_SYRIAN_CITY = 'دمشق';
/** Spec discovery §5, verbatim: the city of a foreign address naming no governorate. */
export const UNKNOWN_CITY = 'Unknown City';
export const COORDINATES_MARKER = t.coordinatesMarker;

export interface ParsedAddress {
  street: string;
  city: string;
  country: string;
}

const syriaNames = new Set(
  ['Syria', 'Syrian Arab Republic', 'سوريا', 'سورية', 'الجمهورية العربية السورية', 'SY'].map(
    normalizePlaceName,
  ),
);

export function isSyria(country: string): boolean {
  return syriaNames.has(normalizePlaceName(country));
}

/**
 * Spec discovery §8: what the picker shows when no address is known for a point: the coordinates
 * with 6 decimals and the coordinates marker, e.g. '33.513800, 36.276500 (الإحداثيات)'.
 */
export function coordinatesText(latitude: number, longitude: number): string {
  return `${sixDecimals(latitude)}, ${sixDecimals(longitude)} ${COORDINATES_MARKER}`;
}

/** '-0.000000' would read as a different point from '0.000000'. */
const sixDecimals = (value: number) => value.toFixed(6).replace(/^-(0\.0+)$/, '$1');

/** Whether an address is only the coordinates fallback (spec discovery §5 location validity). */
export function hasCoordinatesMarker(address: string | null | undefined): boolean {
  return Boolean(address?.includes(COORDINATES_MARKER));
}

/**
 * Spec discovery §5 'Address parsing': parts split on Latin or Arabic commas; the first is the
 * street, the last the country (a one-part address is in Syria); a governorate named in any part,
 * in Arabic or English, is the city, given by its Arabic name; otherwise Damascus in Syria,
 * 'Unknown City' elsewhere. An empty street is 'a specific location on the map'. The
 * coordinates fallback carries no street or city, so it is read as an unnamed Syrian point.
 */
export function parseFormattedAddress(formatted: string | null | undefined): ParsedAddress {
  const text = formatted ?? '';
  if (hasCoordinatesMarker(text)) {
    return { street: t.specificLocation, city: DEFAULT_SYRIAN_CITY, country: DEFAULT_COUNTRY };
  }
  const parts = text.split(/[,\u060C]/).map((part) => part.trim());
  const street = parts[0] || t.specificLocation;
  const last = parts.length > 1 ? parts[parts.length - 1] : '';
  const country = last || DEFAULT_COUNTRY;
  // The parts between street and country, nearest the country first (Nominatim writes the
  // governorate after the city), then the street part itself ('Aleppo, Syria').
  const candidates = [...parts.slice(1, -1).reverse(), parts[0] ?? ''].filter(Boolean);
  const governorate = candidates.map(governorateMentionedIn).find(Boolean);
  const city = governorate
    ? governorate.nameAr
    : isSyria(country)
      ? DEFAULT_SYRIAN_CITY
      : UNKNOWN_CITY;
  return { street, city, country };
}
