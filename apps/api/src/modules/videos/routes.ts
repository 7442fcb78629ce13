import { paths } from '@souq/domain/paths';
import { errorResponse } from '@souq/domain/schemas/common';
import { productVideoList, productVideoListQuery } from '@souq/domain/schemas/videos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { sendPublicJson, wantsFreshCopy } from '../catalogue/public-reply';
import { responseCache } from '../catalogue/response-cache';
import { videosRepository } from './repository';
import { videosService } from './service';

export interface VideoRouteOptions {
  database: Database;
  /** How long a served list may be served again from memory; 0 turns the cache off. */
  responseCacheTtlMs?: number;
}

/** As the catalogue: browsers keep a list 60 s, the server 30 s (docs/decisions/006). */
const SERVER_TTL_MS = 30_000;
const RESPONSE_CACHE_MAX_BYTES = 4 * 1024 * 1024;

const notModified = z.null().describe('Not modified: the If-None-Match tag is still current');

export const videoRoutes: FastifyPluginAsyncZod<VideoRouteOptions> = async (
  app,
  { database, responseCacheTtlMs = SERVER_TTL_MS },
) => {
  const service = videosService(videosRepository(database.db));
  const cache = responseCache({ ttlMs: responseCacheTtlMs, maxBytes: RESPONSE_CACHE_MAX_BYTES });

  app.get(
    paths.api.exportProductVideos(),
    {
      schema: {
        tags: ['videos'],
        summary: 'Product videos (reels) of active stores and products, newest first; paged',
        description:
          'Each video carries its whole product (stock, variants, fulfilment, payments) for add-to-cart. Video and poster URLs are /media/* files: range requests, immutable caching. Cacheable: ETag + If-None-Match.',
        querystring: productVideoListQuery,
        response: { 200: productVideoList, 304: notModified, 400: errorResponse },
      },
    },
    async (request, reply) => {
      // The validated query (defaults filled, unknown parameters dropped) names the answer.
      const key = `videos ${JSON.stringify(request.query)}`;
      const cached = await cache.get(
        key,
        async () => JSON.stringify(await service.listVideos(request.query)),
        wantsFreshCopy(request),
      );
      return sendPublicJson(request, reply, cached);
    },
  );
};
