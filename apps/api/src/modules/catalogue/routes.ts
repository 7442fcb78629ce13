import { paths } from '@souq/domain/paths';
import {
  categoryList,
  categoryListQuery,
  categorySimpleList,
  productList,
  productListQuery,
} from '@souq/domain/schemas/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PublicChanges } from '../../http/public-changes';
import { publicListCache, publicListResponses } from '../../http/public-list';
import type { CatalogueService } from './service';

/** Lists kept in memory at most (the products pages are the largest answers we serve). */
const RESPONSE_CACHE_MAX_BYTES = 16 * 1024 * 1024;

/** The catalogue's public lists, each served through the public list cache (http/). */
export const catalogueRoutes: FastifyPluginAsyncZod<{
  service: CatalogueService;
  changes: PublicChanges;
}> = async (app, { service, changes }) => {
  const sendList = publicListCache({ maxBytes: RESPONSE_CACHE_MAX_BYTES, changes });

  app.get(
    paths.api.exportProducts(),
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Products of active vendors: filtered, searched (Arabic-aware), sorted, paged',
        description:
          'Without sort, a search is ordered by relevance (name match before other fields, exact before typo) and a list by newest. Cacheable: ETag + If-None-Match.',
        querystring: productListQuery,
        response: publicListResponses(productList),
      },
    },
    async (request, reply) => sendList(request, reply, () => service.listProducts(request.query)),
  );

  app.get(
    paths.api.exportCategories(),
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Categories by sort order; format=simple gives only id, slug, name and icon',
        querystring: categoryListQuery,
        response: publicListResponses(z.union([categoryList, categorySimpleList])),
      },
    },
    async (request, reply) => {
      const includeInactive = request.query.include_inactive ?? false;
      return sendList(request, reply, () =>
        request.query.format === 'simple'
          ? service.listCategoriesSimple(includeInactive)
          : service.listCategories(includeInactive),
      );
    },
  );
};
