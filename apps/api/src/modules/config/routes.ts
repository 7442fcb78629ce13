import { paths } from '@souq/domain/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PublicConfig } from './service';

const publicConfigSchema = z.object({
  sellerSiteUrl: z.string(),
  mapTileUrl: z.string(),
  mapTileAttribution: z.string(),
  mapSatelliteTileUrl: z.string(),
  mapSatelliteAttribution: z.string(),
  exchangeRates: z.record(z.string(), z.number()),
});

export const configRoutes: FastifyPluginAsyncZod<{ body: PublicConfig }> = async (
  app,
  { body },
) => {
  app.get(
    paths.api.config(),
    {
      schema: {
        tags: ['system'],
        summary: 'Public runtime configuration for the web app',
        response: { 200: publicConfigSchema },
      },
    },
    async (_request, reply) =>
      // Short: an operator's config change reaches browsers within minutes.
      reply.header('cache-control', 'public, max-age=300').send(body),
  );
};
