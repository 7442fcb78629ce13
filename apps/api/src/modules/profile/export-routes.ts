import { paths } from '@souq/domain/paths';
import { errorResponse, listResponse } from '@souq/domain/schemas/common';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Viewers } from '../auth';
import { toCsv } from './csv';
import {
  csvRecord,
  exportClients,
  exportClientsQuery,
  exportColumns,
  exportedClient,
} from './export-clients';
import type { ProfileRepository } from './repository';

/** GET /functions/v1/export-clients: the client list for an administrator, JSON or CSV. */
export const exportClientsRoutes: FastifyPluginAsyncZod<{
  repository: ProfileRepository;
  viewers: Viewers;
}> = async (app, { repository, viewers }) => {
  app.get(
    paths.api.exportClients(),
    {
      schema: {
        tags: ['profile'],
        summary: 'Client records for an administrator (format json or csv); others 401/403',
        querystring: exportClientsQuery,
        response: {
          200: listResponse(exportedClient),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request, typedReply) => {
      // The typed reply knows the JSON shapes only; the CSV goes out as text.
      const reply = typedReply as FastifyReply;
      await viewers.requireAdmin(request);
      const page = await exportClients(repository, request.query);
      reply.header('cache-control', 'no-store');
      if (request.query.format === 'json') return reply.send(page);
      const csv = toCsv(exportColumns(request.query), page.data.map(csvRecord));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="clients.csv"')
        .header('x-total-count', String(page.count))
        .send(csv);
    },
  );
};
