import { paths } from '@souq/domain/paths';
import { vendorList, vendorListQuery } from '@souq/domain/schemas/vendors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PublicChanges } from '../../http/public-changes';
import { publicListCache, publicListResponses } from '../../http/public-list';
import type { VendorsService } from './service';

/** Lists kept in memory at most. */
const RESPONSE_CACHE_MAX_BYTES = 8 * 1024 * 1024;

export const vendorRoutes: FastifyPluginAsyncZod<{
  service: VendorsService;
  changes: PublicChanges;
}> = async (app, { service, changes }) => {
  const sendList = publicListCache({ maxBytes: RESPONSE_CACHE_MAX_BYTES, changes });

  app.get(
    paths.api.exportVendors(),
    {
      schema: {
        tags: ['vendors'],
        summary: 'Active vendors (one with vendor_id), optionally with their products; paged',
        description:
          'custom_css is served sanitised and scoped (decision 007). Cacheable: ETag + If-None-Match.',
        querystring: vendorListQuery,
        response: publicListResponses(vendorList),
      },
    },
    async (request, reply) => sendList(request, reply, () => service.listVendors(request.query)),
  );
};
