import { paths } from '@souq/domain/paths';
import {
  adminOrderDetail,
  adminOrderList,
  adminOrdersQuery,
  adminStatusInput,
} from '@souq/domain/schemas/admin-orders';
import { errorResponse, uuid } from '@souq/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Viewers } from '../../auth';
import type { AdminOrdersService } from '../service/admin-orders';

const PRIVATE = 'no-store';
const tags = ['admin'];
const refused = { 400: errorResponse, 401: errorResponse, 403: errorResponse };
const params = z.object({ id: uuid });

/**
 * /api/admin/orders: every store's orders for administrators only (guests 401, everyone else
 * 403, before anything is validated).
 */
export const adminOrderRoutes: FastifyPluginAsyncZod<{
  viewers: Viewers;
  orders: AdminOrdersService;
}> = async (app, { viewers, orders }) => {
  app.addHook('preValidation', async (request) => {
    await viewers.requireAdmin(request);
  });

  app.get(
    paths.api.adminOrders(),
    {
      schema: {
        tags,
        summary: 'Every store’s orders, newest first, with filters; paged (limit at most 100)',
        querystring: adminOrdersQuery,
        response: { 200: adminOrderList, ...refused },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', PRIVATE).send(await orders.list(request.query)),
  );

  app.get(
    decodeURIComponent(paths.api.adminOrder(':id')),
    {
      schema: {
        tags,
        summary: 'One order in full: items, money, payment check, history, the admin’s moves',
        params,
        response: { 200: adminOrderDetail, ...refused, 404: errorResponse },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', PRIVATE).send(await orders.detail(request.params.id)),
  );

  app.post(
    decodeURIComponent(paths.api.adminOrderStatus(':id')),
    {
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        summary: 'Move any order along the status machine, with the reason the log keeps',
        description:
          'A move the machine does not allow is 409 STATUS_CHANGE_NOT_ALLOWED; a move that ' +
          'lost a race is 409 CONFLICT. The customer is mailed as for a store move.',
        params,
        body: adminStatusInput,
        response: { 200: adminOrderDetail, ...refused, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const admin = await viewers.requireAdmin(request);
      const moved = await orders.move(admin, request.params.id, request.body);
      return reply.header('cache-control', PRIVATE).send(moved);
    },
  );
};
