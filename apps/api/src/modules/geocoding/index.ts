import type { SouqModule } from '../context';
import { nominatimClient } from './nominatim-client';
import { answerRepository } from './repository/answers';
import { bucketRepository } from './repository/buckets';
import { geocodingRoutes } from './routes';
import { geocodingService } from './service';

/** How long the geocoder may take before the gazetteer answers instead. */
const GEOCODER_TIMEOUT_MS = 5000;
/** Kept answers: a day each, at most 10,000 (a few MB; ~30 MB if every one had 10 places). */
const ANSWERS = { ttlSeconds: 24 * 60 * 60, maxEntries: 10_000 };
/** Each address: a burst of 20, then one request every 2 s. */
const PER_CLIENT = { capacity: 20, perSecond: 0.5 };
/**
 * A request queues at most this long for its turn at the geocoder: two or three shoppers
 * searching in the same second are served in turn rather than told the service is busy.
 */
const UPSTREAM_MAX_WAIT_SECONDS = 2;

/** /api/geocode/search and /api/geocode/reverse over config.geocoderUrl. */
export const geocodingModule: SouqModule = async (app, { config, database, log }) => {
  const client = nominatimClient({
    baseUrl: config.geocoderUrl,
    // Nominatim's usage policy: identify the application and how to reach its operator.
    userAgent: `Souq/1.0 (+${config.publicUrl})`,
    timeoutMs: GEOCODER_TIMEOUT_MS,
  });
  const service = geocodingService({
    client,
    answers: answerRepository(database.db, ANSWERS),
    buckets: bucketRepository(database.db),
    limits: {
      perClient: PER_CLIENT,
      // No burst: the public Nominatim allows 1 request/s at most, whoever in the cluster asks.
      upstream: {
        capacity: 1,
        perSecond: config.geocoderRequestsPerSecond,
        maxWaitSeconds: UPSTREAM_MAX_WAIT_SECONDS,
      },
    },
    log,
  });
  await app.register(geocodingRoutes, { service });
};
