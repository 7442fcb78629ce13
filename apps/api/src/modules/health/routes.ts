import { paths } from '@souq/domain/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HealthService } from './service';

const healthReport = z.object({
  status: z.enum(['ok', 'error']),
  db: z.enum(['ok', 'unreachable']),
});

export const healthRoutes: FastifyPluginAsyncZod<{ service: HealthService }> = async (
  app,
  { service },
) => {
  app.get(
    paths.api.health(),
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: healthReport, 503: healthReport },
      },
    },
    async (request, reply) => {
      const report = await service.check();
      if (report.status !== 'ok') request.log.warn('health check: database unreachable');
      return reply
        .code(report.status === 'ok' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(report);
    },
  );
};
