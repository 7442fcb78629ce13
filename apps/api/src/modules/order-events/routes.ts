import { paths } from '@souq/domain/paths';
import { errorResponse } from '@souq/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Viewers } from '../auth';
import type { OrderEventStreams } from './streams';

const errors = {
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  429: errorResponse,
  503: errorResponse,
};

const description = [
  "The signed-in owner's active store's order events as server-sent events (text/event-stream):",
  'first `retry:` and an `event: ready` with the store id, then `event: order` with',
  '`data: {"order_id","kind":"placed"|"status"|"payment"|"fee","at"}` (at: ms when written) and an',
  '`id:`; a `: ping` comment every 20 s. A reconnect with Last-Event-ID gets what it missed, or',
  "`event: resync` when that is unknown: refetch GET /api/seller/orders. Other stores' orders",
  'never appear. 401 signed out, 404 STORE_NOT_FOUND without a store, 403 unless it is active,',
  "429 past the user's open streams, 503 when the server holds its most.",
  'The board falls back to polling GET /api/seller/orders while the stream is down.',
].join(' ');

export const orderEventRoutes: FastifyPluginAsyncZod<{
  viewers: Viewers;
  streams: OrderEventStreams;
}> = async (app, { viewers, streams }) => {
  app.get(
    paths.api.seller.ordersStream(),
    {
      schema: {
        tags: ['seller'],
        summary: "The store's live order events (server-sent events)",
        description,
        headers: z.object({ 'last-event-id': z.string().max(100).optional() }),
        response: errors,
      },
    },
    async (request, reply) => {
      const viewer = await viewers.require(request);
      const opened = await streams.open(viewer.userId, request.headers['last-event-id']);
      opened(request, reply);
    },
  );
};
