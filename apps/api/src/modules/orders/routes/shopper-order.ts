import { paths } from '@souq/domain/paths';
import { errorResponse } from '@souq/domain/schemas/common';
import { shopperOrderDetail } from '@souq/domain/schemas/order-detail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Viewers } from '../../auth';
import type { ShopperOrderService } from '../service/shopper-order';

/** GET /api/orders/{id}: the customer's order page (service/shopper-order.ts). */
export const shopperOrderRoutes: FastifyPluginAsyncZod<{
  viewers: Viewers;
  shopperOrder: ShopperOrderService;
}> = async (app, { viewers, shopperOrder }) => {
  app.get(
    decodeURIComponent(paths.api.shopperOrder(':id')),
    {
      schema: {
        tags: ['orders'],
        summary: 'One of my orders: timeline, delivery fee, payment status and proof photo',
        params: z.object({ id: z.string().uuid() }),
        response: {
          200: shopperOrderDetail,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
        },
      },
      preValidation: async (request) => {
        await viewers.require(request);
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await shopperOrder(await viewers.require(request), request.params.id)),
  );
};
