import { paths } from '@souq/domain/paths';
import { email } from '@souq/domain/schemas/accounts';
import { errorResponse } from '@souq/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { outboxPage } from './outbox-page';
import { mailRepository } from './repository';

const outboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
  created_at: z.string(),
});

const outboxQuery = z.object({
  to: email.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/**
 * The dev outbox: what the server would have mailed, newest first. Registered only outside
 * production (the links carry one-time tokens); in production these paths are plain 404s.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const repository = mailRepository(database.db);
  const load = async (query: z.infer<typeof outboxQuery>) =>
    (await repository.list(query)).map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      links: row.links,
      created_at: row.createdAt.toISOString(),
    }));

  app.get(
    paths.api.devOutboxJson(),
    {
      schema: {
        tags: ['development'],
        summary: 'Outgoing mail as JSON, newest first (not in production)',
        querystring: outboxQuery,
        response: { 200: z.array(outboxMessage), 400: errorResponse },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await load(request.query)),
  );

  app.get(
    paths.api.devOutbox(),
    {
      schema: {
        tags: ['development'],
        summary: 'Outgoing mail as an Arabic HTML page, newest first (not in production)',
        querystring: outboxQuery,
      },
    },
    async (request, reply) => {
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(outboxPage(await load(request.query)));
    },
  );
};
