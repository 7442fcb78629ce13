import { paths } from '@souq/domain/paths';
import { productVideoList, productVideoListQuery } from '@souq/domain/schemas/videos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PublicChanges } from '../../http/public-changes';
import { publicListCache, publicListResponses } from '../../http/public-list';
import type { VideosService } from './service';

/** Lists kept in memory at most. */
const RESPONSE_CACHE_MAX_BYTES = 4 * 1024 * 1024;

export const videoRoutes: FastifyPluginAsyncZod<{
  service: VideosService;
  changes: PublicChanges;
}> = async (app, { service, changes }) => {
  const sendList = publicListCache({ maxBytes: RESPONSE_CACHE_MAX_BYTES, changes });

  app.get(
    paths.api.exportProductVideos(),
    {
      schema: {
        tags: ['videos'],
        summary: 'Product videos (reels) of active stores and products, newest first; paged',
        description:
          'Each video carries its whole product (stock, variants, fulfilment, payments) for add-to-cart. Video and poster URLs are /media/* files: range requests, immutable caching. Cacheable: ETag + If-None-Match.',
        querystring: productVideoListQuery,
        response: publicListResponses(productVideoList),
      },
    },
    async (request, reply) => sendList(request, reply, () => service.listVideos(request.query)),
  );
};
