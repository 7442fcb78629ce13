import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import { nominatimClient } from './nominatim-client';
import { geocodingRoutes } from './routes';
import { geocodingService } from './service';

/** How long the geocoder may take before the gazetteer answers instead. */
export const GEOCODER_TIMEOUT_MS = 5000;

/** /api/geocode/search and /api/geocode/reverse over config.geocoderUrl. */
export const geocodingModule: FastifyPluginAsync<{
  config: Config;
  timeoutMs?: number;
}> = async (app, { config, timeoutMs = GEOCODER_TIMEOUT_MS }) => {
  const client = nominatimClient({
    baseUrl: config.geocoderUrl,
    // Nominatim's usage policy: identify the application and how to reach its operator.
    userAgent: `Souq/1.0 (+${config.publicUrl})`,
    timeoutMs,
  });
  await app.register(geocodingRoutes, { service: geocodingService(client, app.log) });
};
