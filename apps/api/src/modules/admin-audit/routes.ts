import { paths } from '@souq/domain/paths';
import { adminActionList, adminActionListQuery } from '@souq/domain/schemas/admin-actions';
import { errorResponse } from '@souq/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Viewers } from '../auth';
import type { AdminAudit } from './audit';

/** GET /api/admin/actions: the audit log, administrators only (401/403 before validation). */
export const adminAuditRoutes: FastifyPluginAsyncZod<{
  viewers: Viewers;
  audit: AdminAudit;
}> = async (app, { viewers, audit }) => {
  app.addHook('preValidation', async (request) => {
    await viewers.requireAdmin(request);
  });
  app.get(
    paths.api.adminActions(),
    {
      schema: {
        tags: ['admin'],
        summary: 'Every administrator action, newest first; paged (limit at most 100)',
        querystring: adminActionListQuery,
        response: {
          200: adminActionList,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await audit.list(request.query)),
  );
};
