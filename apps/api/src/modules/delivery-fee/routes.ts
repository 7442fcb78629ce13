import { paths } from '@souq/domain/paths';
import { errorResponse } from '@souq/domain/schemas/common';
import {
  deliveryFeeRuleReply,
  deliveryFeeRuleSchema,
  deliveryQuoteQuery,
  deliveryQuoteReply,
} from '@souq/domain/schemas/seller-orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Viewers } from '../auth';
import type { DeliveryFeeService } from './service';

const PRIVATE = 'no-store';
const tags = ['delivery-fee'];
const RULE_PATH = paths.api.seller.deliveryFeeRule();
const QUOTE_PATH = paths.api.deliveryQuote();

/**
 * GET/PUT the owner's store's delivery fee rule; GET a quote for the checkout's review. Owners
 * only for the rule (401 signed out, 404 without a store); the quote is public and never cached
 * (it follows the store's rule at once).
 */
export const deliveryFeeRoutes: FastifyPluginAsyncZod<{
  service: DeliveryFeeService;
  viewers: Viewers;
}> = async (app, { service, viewers }) => {
  app.get(
    RULE_PATH,
    {
      schema: {
        tags,
        summary: "My store's delivery fee rule (null: none set, fees unknown)",
        response: { 200: deliveryFeeRuleReply, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', PRIVATE)
        .send(await service.read(await viewers.require(request))),
  );

  app.put(
    RULE_PATH,
    {
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        summary: "Replace my store's delivery fee rule: free, flat or per_km (not while suspended)",
        body: deliveryFeeRuleSchema,
        response: {
          200: deliveryFeeRuleReply,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
      preValidation: async (request) => {
        await viewers.require(request);
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', PRIVATE)
        .send(await service.replace(await viewers.require(request), request.body)),
  );

  app.get(
    QUOTE_PATH,
    {
      schema: {
        tags,
        summary: 'The delivery fee an address would pay at a store (null: unknown)',
        querystring: deliveryQuoteQuery,
        response: { 200: deliveryQuoteReply, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', PRIVATE).send(await service.quote(request.query)),
  );
};
