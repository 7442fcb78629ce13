import type { ErrorCode } from '@souq/domain/errors';
import type { GeocodePlace } from '@souq/domain/schemas/geocoding';
import { nearestPlace, searchPlaces } from '@souq/domain/syria-gazetteer';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error';
import { lruCache } from './lru-cache';
import { fromGazetteer, fromNominatim } from './mappers';
import { GeocoderFailure, type NominatimClient } from './nominatim-client';

/** How far a point may be from a gazetteer place for the fallback to name it. */
const FALLBACK_RADIUS_KM = 25;
const CACHE_ENTRIES = 500;
const CACHE_TTL_MS = 24 * 60 * 60 * 1000;

/** The spec's geocoding statuses for a service that is up but said no (spec discovery §8). */
const refusals: Record<number, ErrorCode> = {
  400: 'GEOCODE_INVALID_REQUEST',
  403: 'GEOCODE_REQUEST_DENIED',
  429: 'GEOCODE_QUOTA_EXCEEDED',
};

function refusal(failure: GeocoderFailure): AppError {
  if (failure.kind === 'malformed') return new AppError('GEOCODE_INVALID_LOCATION_DATA');
  const code = refusals[failure.status ?? 0] ?? 'GEOCODE_SEARCH_FAILED';
  const headers: Record<string, string> = failure.retryAfter
    ? { 'retry-after': failure.retryAfter }
    : {};
  return new AppError(code, undefined, { upstream_status: failure.status }, headers);
}

/**
 * Forward and reverse geocoding through the configured service, cached (answers for one query
 * or point rarely change within a day). When the service cannot be reached (network error,
 * timeout, 5xx) the offline gazetteer answers instead, marked source 'gazetteer', and is not
 * cached, so the real service is used again as soon as it is back.
 */
export function geocodingService(client: NominatimClient, log: FastifyBaseLogger) {
  const cache = lruCache<GeocodePlace[] | GeocodePlace>({
    max: CACHE_ENTRIES,
    ttlMs: CACHE_TTL_MS,
  });

  async function ask<T extends GeocodePlace[] | GeocodePlace>(
    key: string,
    call: () => Promise<T>,
    fallback: () => T | null,
  ): Promise<T> {
    const cached = cache.get(key);
    if (cached) return cached as T;
    try {
      const answer = await call();
      cache.set(key, answer);
      return answer;
    } catch (error) {
      if (!(error instanceof GeocoderFailure)) throw error;
      log.warn({ kind: error.kind, status: error.status }, 'geocoder failed');
      if (error.kind !== 'unreachable') throw refusal(error);
      const offline = fallback();
      if (!offline) throw new AppError('GEOCODER_UNAVAILABLE');
      return offline;
    }
  }

  return {
    /** Places for a query, best first; 404 when the service knows none. */
    async search(q: string, limit: number): Promise<GeocodePlace[]> {
      const query = q.trim().replace(/\s+/g, ' ');
      if (!query) throw new AppError('GEOCODE_EMPTY_QUERY');
      return ask(
        `search:${limit}:${query.toLowerCase()}`,
        async () => {
          const places = (await client.search(query, limit)).map(fromNominatim);
          if (places.length === 0) throw new AppError('GEOCODE_NO_RESULTS');
          return places;
        },
        () => {
          const found = searchPlaces(query, limit).map((place) => fromGazetteer(place));
          return found.length > 0 ? found : null;
        },
      );
    },

    /** The address at a point; 404 when the service has no data there. */
    async reverse(latitude: number, longitude: number): Promise<GeocodePlace> {
      // ~1 m: a pin dropped twice on the same spot is one lookup.
      const key = `reverse:${latitude.toFixed(5)},${longitude.toFixed(5)}`;
      return ask(
        key,
        async () => {
          const place = await client.reverse(latitude, longitude);
          if (!place) throw new AppError('GEOCODE_NO_LOCATION_DATA');
          // The pin stays where the shopper put it; the service's point is the road or building.
          return { ...fromNominatim(place), latitude, longitude };
        },
        () => {
          const near = nearestPlace({ latitude, longitude }, FALLBACK_RADIUS_KM);
          return near ? fromGazetteer(near.place, { latitude, longitude }) : null;
        },
      );
    },
  };
}
export type GeocodingService = ReturnType<typeof geocodingService>;
