import { paths } from '@souq/domain/paths';
import { errorResponse, uuid } from '@souq/domain/schemas/common';
import { storeAvailability, vendorList, vendorListQuery } from '@souq/domain/schemas/vendors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

  app.get(
    decodeURIComponent(paths.api.storeAvailability(':id')),
    {
      schema: {
        tags: ['vendors'],
        summary: 'Whether a store is open or suspended (404 for any other id)',
        description:
          'Asked by the storefront when export-vendors has no such active store, to tell a ' +
          'suspended store from a missing one.',
        params: z.object({ id: uuid }),
        response: { 200: storeAvailability, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-cache').send(await service.availability(request.params.id)),
  );
};
