import { paths } from '@souq/domain/paths';
import { errorResponse } from '@souq/domain/schemas/common';
import { vendorList, vendorListQuery } from '@souq/domain/schemas/vendors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { sendPublicJson, wantsFreshCopy } from '../catalogue/public-reply';
import { responseCache } from '../catalogue/response-cache';
import { vendorsRepository } from './repository';
import { vendorsService } from './service';

export interface VendorRouteOptions {
  database: Database;
  /** How long a served list may be served again from memory; 0 turns the cache off. */
  responseCacheTtlMs?: number;
}

/** As the catalogue: browsers keep a list 60 s, the server 30 s (docs/decisions/006). */
const SERVER_TTL_MS = 30_000;
const RESPONSE_CACHE_MAX_BYTES = 8 * 1024 * 1024;

const notModified = z.null().describe('Not modified: the If-None-Match tag is still current');

export const vendorRoutes: FastifyPluginAsyncZod<VendorRouteOptions> = async (
  app,
  { database, responseCacheTtlMs = SERVER_TTL_MS },
) => {
  const service = vendorsService(vendorsRepository(database.db));
  const cache = responseCache({ ttlMs: responseCacheTtlMs, maxBytes: RESPONSE_CACHE_MAX_BYTES });

  app.get(
    paths.api.exportVendors(),
    {
      schema: {
        tags: ['vendors'],
        summary: 'Active vendors (one with vendor_id), optionally with their products; paged',
        description:
          'custom_css is served sanitised and scoped (decision 007). Cacheable: ETag + If-None-Match.',
        querystring: vendorListQuery,
        response: { 200: vendorList, 304: notModified, 400: errorResponse },
      },
    },
    async (request, reply) => {
      // The validated query (defaults filled, unknown parameters dropped) names the answer.
      const key = `vendors ${JSON.stringify(request.query)}`;
      const cached = await cache.get(
        key,
        async () => JSON.stringify(await service.listVendors(request.query)),
        wantsFreshCopy(request),
      );
      return sendPublicJson(request, reply, cached);
    },
  );
};
