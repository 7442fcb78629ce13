import { paths } from '@souq/domain/paths';
import { errorResponse } from '@souq/domain/schemas/common';
import { order } from '@souq/domain/schemas/orders';
import {
  deliveryFeeAdjustInput,
  ordersCsvQuery,
  sellerOrderDetail,
  sellerOrdersQuery,
  sellerOrdersReply,
  sellerStatusInput,
} from '@souq/domain/schemas/seller-orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Viewers } from '../../auth';
import type { SellerOrdersService } from '../service/seller-orders';

const PRIVATE = 'no-store';
const tags = ['seller-orders'];
const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };

/**
 * GET /api/seller/orders (the board: one group's page and every group's count) and
 * GET /api/seller/orders/{id} (one order in full), for the signed-in owner's store only. The
 * board is also the live board's fallback when its event stream drops (poll it).
 */
export const sellerOrderRoutes: FastifyPluginAsyncZod<{
  viewers: Viewers;
  board: SellerOrdersService;
}> = async (app, { viewers, board }) => {
  app.get(
    paths.api.seller.orders(),
    {
      schema: {
        tags,
        summary: "My store's orders in one board group, newest first, with every group's count",
        querystring: sellerOrdersQuery,
        response: { 200: sellerOrdersReply, ...errors },
      },
      preValidation: async (request) => {
        await viewers.require(request);
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', PRIVATE)
        .send(await board.board(await viewers.require(request), request.query)),
  );

  app.get(
    decodeURIComponent(paths.api.seller.order(':id')),
    {
      schema: {
        tags,
        summary: 'One order of my store: items, customer, address, payment, full history',
        params: z.object({ id: z.string().uuid() }),
        response: { 200: sellerOrderDetail, ...errors },
      },
      preValidation: async (request) => {
        await viewers.require(request);
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', PRIVATE)
        .send(await board.detail(await viewers.require(request), request.params.id)),
  );

  app.post(
    decodeURIComponent(paths.api.seller.orderPart(':id', 'status')),
    {
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        summary: "Move my store's order: a reason when cancelling, a proof before delivering",
        params: z.object({ id: z.string().uuid() }),
        body: sellerStatusInput,
        response: { 200: order, ...errors, 403: errorResponse, 409: errorResponse },
      },
      preValidation: async (request) => {
        await viewers.require(request);
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', PRIVATE)
        .send(await board.move(await viewers.require(request), request.params.id, request.body)),
  );

  app.get(
    paths.api.seller.ordersCsv(),
    {
      schema: {
        tags,
        summary:
          "My store's orders of a day range as a spreadsheet (UTF-8 with BOM, Arabic headers)",
        description:
          'from and to are YYYY-MM-DD, both included, on the clock of Syria; at most 366 days ' +
          'and 10,000 orders, oldest first. Cells a spreadsheet would run as formulas ' +
          '(= + - @) start with an apostrophe.',
        querystring: ordersCsvQuery,
        response: { 200: z.string(), ...errors },
      },
      preValidation: async (request) => {
        await viewers.require(request);
      },
    },
    async (request, reply) => {
      const csv = await board.csv(await viewers.require(request), request.query);
      const name = `orders-${request.query.from}-${request.query.to}.csv`;
      return reply
        .header('cache-control', PRIVATE)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(csv);
    },
  );

  app.post(
    decodeURIComponent(paths.api.seller.orderPart(':id', 'delivery-fee')),
    {
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        summary:
          "Set a delivery order's fee while accepting it, with the reason mailed to the customer",
        params: z.object({ id: z.string().uuid() }),
        body: deliveryFeeAdjustInput,
        response: { 200: order, ...errors, 409: errorResponse },
      },
      preValidation: async (request) => {
        await viewers.require(request);
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', PRIVATE)
        .send(
          await board.adjustFee(await viewers.require(request), request.params.id, request.body),
        ),
  );
};
