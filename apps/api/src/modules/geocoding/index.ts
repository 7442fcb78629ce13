import type { SouqModule } from '../context';
import { nominatimClient } from './nominatim-client';
import { geocodingRoutes } from './routes';
import { geocodingService } from './service';

/** How long the geocoder may take before the gazetteer answers instead. */
const GEOCODER_TIMEOUT_MS = 5000;

/** /api/geocode/search and /api/geocode/reverse over config.geocoderUrl. */
export const geocodingModule: SouqModule = async (app, { config, log }) => {
  const client = nominatimClient({
    baseUrl: config.geocoderUrl,
    // Nominatim's usage policy: identify the application and how to reach its operator.
    userAgent: `Souq/1.0 (+${config.publicUrl})`,
    timeoutMs: GEOCODER_TIMEOUT_MS,
  });
  await app.register(geocodingRoutes, { service: geocodingService(client, log) });
};
