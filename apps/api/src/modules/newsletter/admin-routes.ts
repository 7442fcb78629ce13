import { paths } from '@souq/domain/paths';
import { errorResponse, uuid } from '@souq/domain/schemas/common';
import { adminSubscriberList, adminSubscriberListQuery } from '@souq/domain/schemas/newsletter';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Viewers } from '../auth';
import type { NewsletterService } from './service';

const PRIVATE = 'no-store';
const tags = ['admin'];
const refused = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/**
 * /api/admin/newsletter: the subscribers, for administrators only (guests 401, others 403,
 * both before anything is validated): the list, the export for the mailing tool, removals.
 */
export const adminNewsletterRoutes: FastifyPluginAsyncZod<{
  viewers: Viewers;
  service: NewsletterService;
}> = async (app, { viewers, service }) => {
  app.addHook('preValidation', async (request) => {
    await viewers.requireAdmin(request);
  });

  app.get(
    paths.api.adminNewsletter(),
    {
      schema: {
        tags,
        summary: 'Newsletter subscribers, newest first; q finds part of an address; paged',
        querystring: adminSubscriberListQuery,
        response: { 200: adminSubscriberList, ...refused },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', PRIVATE).send(await service.list(request.query)),
  );

  app.get(
    paths.api.adminNewsletterCsv(),
    {
      schema: {
        tags,
        summary: 'Every subscriber as CSV (UTF-8 with BOM): email, subscribed_at, unsubscribe_url',
        description:
          "Each row's unsubscribe_url is that address's signed link, for the mailing tool to put " +
          'in its mail. Cells a spreadsheet would run as formulas start with an apostrophe.',
        response: { 200: z.string(), ...refused },
      },
    },
    async (_request, typedReply) => {
      // The typed reply knows the JSON shapes only; the CSV goes out as text.
      const reply = typedReply as FastifyReply;
      const { csv, count } = await service.csv();
      return reply
        .header('cache-control', PRIVATE)
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="newsletter.csv"')
        .header('x-total-count', String(count))
        .send(csv);
    },
  );

  app.delete(
    decodeURIComponent(paths.api.adminNewsletterSubscriber(':id')),
    {
      schema: {
        tags,
        summary: 'Remove a subscriber (recorded in the audit log)',
        params: z.object({ id: uuid }),
        response: { 204: z.null(), ...refused, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const admin = await viewers.requireAdmin(request);
      await service.remove(request.params.id, { userId: admin.userId, email: admin.email });
      return reply.header('cache-control', PRIVATE).code(204).send(null);
    },
  );
};
