import { z } from 'zod';

/**
 * Geocoding through our API (decision in
 * docs/design.md "Stack (chosen; change only with a decision record, see Conventions)", row maps: a
 * Nominatim-compatible service from GEOCODER_URL, with an offline gazetteer of Syrian governorates
 * and cities as fallback). The browser never calls the geocoder directly: the server caches,
 * rate-limits and falls back.
 */
export const geocodeSearchQuery = z.object({
  q: z.string().trim().min(1).max(200),
  limit: z.coerce.number().int().min(1).max(10).default(5),
});
export const reverseGeocodeQuery = z.object({
  lat: z.coerce.number().finite().min(-90).max(90),
  lng: z.coerce.number().finite().min(-180).max(180),
});

const geocodePlace = z.object({
  latitude: z.number(),
  longitude: z.number(),
  formatted_address: z.string(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  /** 'geocoder' when the configured service answered, 'gazetteer' for the offline fallback. */
  source: z.enum(['geocoder', 'gazetteer']),
});
export type GeocodePlace = z.infer<typeof geocodePlace>;

export const geocodeSearchResponse = z.object({ data: z.array(geocodePlace) });
export const reverseGeocodeResponse = z.object({ data: geocodePlace });
