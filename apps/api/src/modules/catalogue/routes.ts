import { paths } from '@souq/domain/paths';
import {
  categoryList,
  categoryListQuery,
  categorySimpleList,
  productList,
  productListQuery,
} from '@souq/domain/schemas/catalogue';
import { errorResponse } from '@souq/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { sendPublicJson, wantsFreshCopy } from './public-reply';
import { catalogueRepository } from './repository';
import { responseCache } from './response-cache';
import { catalogueService } from './service';

export interface CatalogueRouteOptions {
  database: Database;
  /** How long a served list may be served again from memory; 0 turns the cache off. */
  responseCacheTtlMs?: number;
  /** How long a plain list's total may be reused; 0 turns that off. */
  countTtlMs?: number;
}

/**
 * How long the server reuses a list it served, and a large list's total. Browsers keep a list
 * 60 s (Cache-Control), so a change shows within about 90 s at worst.
 */
const SERVER_TTL_MS = 30_000;
const RESPONSE_CACHE_MAX_BYTES = 16 * 1024 * 1024;

const notModified = z.null().describe('Not modified: the If-None-Match tag is still current');

/**
 * Lists are answered from a body serialised once (cached, tagged) rather than by the response
 * schema's serializer; the schemas still document the shapes and the mappers' types guarantee
 * them (tests parse every answer with the same schemas).
 */
export const catalogueRoutes: FastifyPluginAsyncZod<CatalogueRouteOptions> = async (
  app,
  { database, responseCacheTtlMs = SERVER_TTL_MS, countTtlMs = SERVER_TTL_MS },
) => {
  const service = catalogueService(catalogueRepository(database.db), { countTtlMs });
  const cache = responseCache({ ttlMs: responseCacheTtlMs, maxBytes: RESPONSE_CACHE_MAX_BYTES });

  app.get(
    paths.api.exportProducts(),
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Products of active vendors: filtered, searched (Arabic-aware), sorted, paged',
        description:
          'Without sort, a search is ordered by relevance (name match before other fields, exact before typo) and a list by newest. Cacheable: ETag + If-None-Match.',
        querystring: productListQuery,
        response: { 200: productList, 304: notModified, 400: errorResponse },
      },
    },
    async (request, reply) => {
      // The validated query (defaults filled, unknown parameters dropped) names the answer.
      const key = `products ${JSON.stringify(request.query)}`;
      const cached = await cache.get(
        key,
        async () => JSON.stringify(await service.listProducts(request.query)),
        wantsFreshCopy(request),
      );
      return sendPublicJson(request, reply, cached);
    },
  );

  app.get(
    paths.api.exportCategories(),
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Categories by sort order; format=simple gives only id, slug, name and icon',
        querystring: categoryListQuery,
        response: {
          200: z.union([categoryList, categorySimpleList]),
          304: notModified,
          400: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const includeInactive = request.query.include_inactive ?? false;
      const simple = request.query.format === 'simple';
      const key = `categories ${includeInactive} ${simple}`;
      const cached = await cache.get(
        key,
        async () =>
          JSON.stringify(
            simple
              ? await service.listCategoriesSimple(includeInactive)
              : await service.listCategories(includeInactive),
          ),
        wantsFreshCopy(request),
      );
      return sendPublicJson(request, reply, cached);
    },
  );
};
