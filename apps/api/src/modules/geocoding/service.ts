import { geocodingText } from '@souq/domain/locales/ar/geocoding';
import type { GeocodePlace } from '@souq/domain/schemas/geocoding';
import { nearestPlace, searchPlaces } from '@souq/domain/syria-gazetteer';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error';
import { rateLimitAddress } from '../../http/client-address';
import { outOfTurns, refusal } from './failures';
import { fromGazetteer, fromNominatim } from './mappers';
import { GeocoderFailure, type NominatimClient } from './nominatim-client';
import type { AnswerRepository } from './repository/answers';
import type { BucketRepository, BucketRule } from './repository/buckets';

/** How far a point may be from a gazetteer place for the fallback to name it. */
const FALLBACK_RADIUS_KM = 25;
/** The one bucket every process takes from before asking the geocoder. */
const UPSTREAM_KEY = 'geocoder:upstream';

export interface GeocodingLimits {
  /** Per client address, in front of everything: a burst, then a steady rate. */
  perClient: BucketRule;
  /** Calls to the geocoder for the whole cluster (Nominatim's policy: at most 1/s). */
  upstream: BucketRule;
}

export interface GeocodingDeps {
  client: NominatimClient;
  answers: AnswerRepository;
  buckets: BucketRepository;
  limits: GeocodingLimits;
  log: FastifyBaseLogger;
  /** Waits for a queued upstream turn (tests record the wait instead of sleeping). */
  sleep?: (ms: number) => Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Forward and reverse geocoding through the configured service. Answers are kept in the
 * database for every API process (answers for one query or point rarely change within a day),
 * and calls to the service are counted once for the cluster: a caller queues briefly for its
 * turn, and past that the service counts as out of reach for now. When it cannot be reached
 * (network error, timeout, 5xx, no turn) the offline gazetteer answers instead, marked source
 * 'gazetteer', and is not kept, so the real service is used again as soon as it can be.
 */
export function geocodingService(deps: GeocodingDeps) {
  const { client, answers, buckets, limits, log, sleep = pause } = deps;

  async function keep(key: string, answer: GeocodePlace[] | GeocodePlace): Promise<void> {
    // The shopper's answer is in hand; a failed write only costs a later upstream call.
    await answers.keep(key, answer).catch((error: unknown) => {
      log.warn({ err: error }, 'geocoder answer not kept');
    });
  }

  async function ask<T extends GeocodePlace[] | GeocodePlace>(
    key: string,
    call: () => Promise<T>,
    fallback: () => T | null,
  ): Promise<T> {
    const kept = await answers.find<T>(key);
    if (kept) return kept;
    const turn = await buckets.take(UPSTREAM_KEY, limits.upstream);
    if (!turn.granted) {
      log.warn({ retryAfter: turn.retryAfterSeconds }, 'geocoder budget spent');
      const offline = fallback();
      if (offline) return offline;
      throw outOfTurns(turn.retryAfterSeconds);
    }
    if (turn.waitMs > 0) await sleep(turn.waitMs);
    try {
      const answer = await call();
      await keep(key, answer);
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
    /** Each client address's share, before any work: 429 RATE_LIMITED with Retry-After. */
    async admit(ip: string): Promise<void> {
      const turn = await buckets.take(`geocode:ip:${rateLimitAddress(ip)}`, limits.perClient);
      if (turn.granted) return;
      throw new AppError('RATE_LIMITED', geocodingText.tooManySearches, undefined, {
        'retry-after': String(turn.retryAfterSeconds),
      });
    },

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
      const place = await ask(
        key,
        async () => {
          const found = await client.reverse(latitude, longitude);
          if (!found) throw new AppError('GEOCODE_NO_LOCATION_DATA');
          return fromNominatim(found);
        },
        () => {
          const near = nearestPlace({ latitude, longitude }, FALLBACK_RADIUS_KM);
          return near ? fromGazetteer(near.place) : null;
        },
      );
      // The pin stays where this shopper put it (a kept answer may be for a point a metre
      // away); the service's point is the road or building.
      return { ...place, latitude, longitude };
    },
  };
}
export type GeocodingService = ReturnType<typeof geocodingService>;
