import { paths } from '@souq/domain/paths';
import { errorResponse } from '@souq/domain/schemas/common';
import { order } from '@souq/domain/schemas/orders';
import { paymentRejectInput } from '@souq/domain/schemas/seller-orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Viewers } from '../../auth';
import type { PaymentCheckService } from '../service/payment-check';

const PRIVATE = 'no-store';
const tags = ['seller-orders'];
const byId = z.object({ id: z.string().uuid() });
const errors = {
  400: errorResponse,
  401: errorResponse,
  404: errorResponse,
  409: errorResponse,
};

/**
 * POST /api/seller/orders/{id}/payment/confirm and .../payment/reject {reason}: the store's
 * check of a wallet order's receipt (service/payment-check.ts). The order must be the signed-in
 * owner's store's (else 404) and still awaiting its check (else 409 STATUS_CHANGE_NOT_ALLOWED).
 */
export const paymentCheckRoutes: FastifyPluginAsyncZod<{
  viewers: Viewers;
  payments: PaymentCheckService;
}> = async (app, { viewers, payments }) => {
  app.post(
    decodeURIComponent(paths.api.seller.orderPart(':id', 'payment/confirm')),
    {
      schema: {
        tags,
        summary: "Confirm a wallet order's payment: the order becomes 'confirmed'",
        params: byId,
        response: { 200: order, ...errors },
      },
      preValidation: async (request) => {
        await viewers.require(request);
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', PRIVATE)
        .send(await payments.confirm(await viewers.require(request), request.params.id)),
  );

  app.post(
    decodeURIComponent(paths.api.seller.orderPart(':id', 'payment/reject')),
    {
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        summary: "Reject a wallet order's payment with a reason: cancelled, stock restored",
        params: byId,
        body: paymentRejectInput,
        response: { 200: order, ...errors },
      },
      preValidation: async (request) => {
        await viewers.require(request);
      },
    },
    async (request, reply) => {
      const viewer = await viewers.require(request);
      const rejected = await payments.reject(viewer, request.params.id, request.body.reason);
      return reply.header('cache-control', PRIVATE).send(rejected);
    },
  );
};
