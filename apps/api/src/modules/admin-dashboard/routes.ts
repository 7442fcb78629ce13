import { paths } from '@souq/domain/paths';
import { adminDashboard, adminDashboardQuery } from '@souq/domain/schemas/admin-dashboard';
import { errorResponse } from '@souq/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Viewers } from '../auth';
import type { AdminDashboardService } from './service';

const refused = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/** /api/admin/dashboard: administrators only (guests 401, everyone else 403, before validation). */
export const adminDashboardRoutes: FastifyPluginAsyncZod<{
  viewers: Viewers;
  service: AdminDashboardService;
}> = async (app, { viewers, service }) => {
  app.addHook('preValidation', async (request) => {
    await viewers.requireAdmin(request);
  });

  app.get(
    paths.api.adminDashboard(),
    {
      schema: {
        tags: ['admin'],
        summary: 'Orders and sales per day and currency, top 5 stores and products, what waits',
        description:
          'days = 7, 30 (default) or 90, ending today on the marketplace’s clock (Syria). ' +
          'Sales leave out cancelled orders; each currency is reported on its own.',
        querystring: adminDashboardQuery,
        response: { 200: adminDashboard, ...refused },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await service.read(request.query)),
  );
};
