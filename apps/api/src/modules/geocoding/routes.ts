import { paths } from '@souq/domain/paths';
import { errorResponse } from '@souq/domain/schemas/common';
import {
  type GeocodePlace,
  geocodeSearchQuery,
  geocodeSearchResponse,
  reverseGeocodeQuery,
  reverseGeocodeResponse,
} from '@souq/domain/schemas/geocoding';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GeocodingService } from './service';

const tags = ['geocoding'];
const failures = {
  400: errorResponse,
  404: errorResponse,
  429: errorResponse,
  502: errorResponse,
  503: errorResponse,
};
/** An empty q gets the spec's 'empty search query' error (GEOCODE_EMPTY_QUERY), not a generic 400. */
const searchQuery = geocodeSearchQuery.extend({ q: z.string().max(200).default('') });
/** '?lat=&lng=' is no point at all, not (0, 0) as a bare coercion would read it. */
const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const reverseQuery = z.object({
  lat: z.preprocess(blankAsMissing, reverseGeocodeQuery.shape.lat),
  lng: z.preprocess(blankAsMissing, reverseGeocodeQuery.shape.lng),
});

/** Real answers may be kept by the browser for an hour; offline stand-ins are not kept. */
function cacheFor(reply: FastifyReply, places: GeocodePlace[]): FastifyReply {
  const offline = places.some((place) => place.source === 'gazetteer');
  return reply.header('cache-control', offline ? 'no-store' : 'private, max-age=3600');
}

/**
 * Address search and reverse lookup for the location picker. Public on purpose: the answers
 * are public map data, the picker may be opened before sign-in completes, and a guest learns
 * nothing about anyone. What needs protecting is the upstream quota, hence each address's
 * share (service.admit, counted for the whole cluster) in front of the cache.
 */
export const geocodingRoutes: FastifyPluginAsyncZod<{ service: GeocodingService }> = async (
  app,
  { service },
) => {
  app.addHook('onRequest', (request) => service.admit(request.ip));

  app.get(
    paths.api.geocodeSearch(),
    {
      schema: {
        tags,
        summary: 'Places matching an address text (geocoder, else the offline gazetteer)',
        querystring: searchQuery,
        response: { 200: geocodeSearchResponse, ...failures },
      },
    },
    async (request, reply) => {
      const data = await service.search(request.query.q, request.query.limit);
      return cacheFor(reply, data).send({ data });
    },
  );

  app.get(
    paths.api.geocodeReverse(),
    {
      schema: {
        tags,
        summary: 'The address at a point (geocoder, else the nearest gazetteer place within 25 km)',
        querystring: reverseQuery,
        response: { 200: reverseGeocodeResponse, ...failures },
      },
    },
    async (request, reply) => {
      const data = await service.reverse(request.query.lat, request.query.lng);
      return cacheFor(reply, [data]).send({ data });
    },
  );
};
