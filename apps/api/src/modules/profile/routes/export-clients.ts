import { paths } from '@souq/domain/paths';
import { defaultPreferences } from '@souq/domain/schemas/accounts';
import { errorResponse, listResponse } from '@souq/domain/schemas/common';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Viewers } from '../../auth';
import {
  type ExportClientsQuery,
  type ExportedClient,
  exportClientsQuery,
  exportedClient,
} from '../schemas';
import type { ProfileService } from '../service';
import { toCsv } from './csv';

const baseColumns = ['id', 'type', 'name', 'phone', 'email'] as const;
const locationColumns = [
  'address',
  'formatted_address',
  'delivery_notes',
  'latitude',
  'longitude',
] as const;

/** The CSV columns for a query: location and preferences only when asked for. */
function exportColumns(query: ExportClientsQuery): string[] {
  return [
    ...baseColumns,
    ...(query.include_location ? locationColumns : []),
    ...(query.include_preferences ? Object.keys(defaultPreferences) : []),
    'created_at',
    'updated_at',
  ];
}

/** A flat record for CSV: preferences spread into one column each. */
function csvRecord(client: ExportedClient) {
  const { preferences, ...rest } = client;
  return { ...rest, ...(preferences ?? {}) };
}

/** GET /functions/v1/export-clients: the client list for an administrator, JSON or CSV. */
export const exportClientsRoutes: FastifyPluginAsyncZod<{
  service: ProfileService;
  viewers: Viewers;
}> = async (app, { service, viewers }) => {
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
      const page = await service.exportClients(request.query);
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
