import { paths } from '@souq/domain/paths';
import type { GeocodePlace } from '@souq/domain/schemas/geocoding';
import { withQuery } from '@souq/domain/url';
import { http } from '@/lib/http';

/** Spec: a handful of suggestions is enough on a phone screen. */
export const SEARCH_LIMIT = 5;

/** Forward geocoding through our API (never the geocoder directly: it caches and falls back). */
export async function searchPlaces(query: string, signal?: AbortSignal): Promise<GeocodePlace[]> {
  const url = withQuery(paths.api.geocodeSearch(), { q: query, limit: SEARCH_LIMIT });
  const answer = await http<{ data: GeocodePlace[] }>(url, { signal });
  return answer.data;
}

export async function reverseGeocode(lat: number, lng: number): Promise<GeocodePlace> {
  const url = withQuery(paths.api.geocodeReverse(), { lat, lng });
  const answer = await http<{ data: GeocodePlace }>(url);
  return answer.data;
}
