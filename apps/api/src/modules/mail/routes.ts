import { paths } from '@souq/domain/paths';
import { errorResponse } from '@souq/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { isDirectLoopback } from '../../http/loopback';
import { outboxPage } from './outbox-page';
import { outboxMessage, outboxQuery } from './schemas';
import type { OutboxReader } from './service';

/**
 * The dev outbox: what the server would have mailed, newest first. Its links carry one-time
 * tokens (password resets), so reading it is signing in as anyone: it is registered only
 * outside production, and even then answers only a browser on this machine (never a client on
 * the network, never through a proxy); everyone else gets a plain 404, as in production.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxReader }> = async (
  app,
  { outbox },
) => {
  app.addHook('onRequest', async (request) => {
    if (!isDirectLoopback(request)) throw new AppError('NOT_FOUND');
  });

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
      reply.header('cache-control', 'no-store').send(await outbox.list(request.query)),
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
        .send(outboxPage(await outbox.list(request.query)));
    },
  );
};
