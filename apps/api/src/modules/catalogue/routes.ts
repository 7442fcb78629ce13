import { paths } from '@souq/domain/paths';
import {
  categoryList,
  categoryListQuery,
  productList,
  productListQuery,
} from '@souq/domain/schemas/catalogue';
import { errorResponse } from '@souq/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { catalogueRepository } from './repository';
import { catalogueService } from './service';

/** Public catalogue reads may be cached briefly by browsers and CDNs. */
const PUBLIC_SHORT_CACHE = 'public, max-age=60';

export const catalogueRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const service = catalogueService(catalogueRepository(database.db));

  app.get(
    paths.api.exportProducts(),
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Products of active vendors, newest first, filtered and searched',
        querystring: productListQuery,
        response: { 200: productList, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const body = await service.listProducts(request.query);
      return reply.header('cache-control', PUBLIC_SHORT_CACHE).send(body);
    },
  );

  app.get(
    paths.api.exportCategories(),
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Categories by sort order, each with its count of visible products',
        querystring: categoryListQuery,
        response: { 200: categoryList, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const body = await service.listCategories(request.query.include_inactive ?? false);
      return reply.header('cache-control', PUBLIC_SHORT_CACHE).send(body);
    },
  );
};
