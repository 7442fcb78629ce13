import { MAX_UNPAID_QUANTITY_PER_PRODUCT } from '@souq/domain/checkout-placement';
import { paths } from '@souq/domain/paths';
import { errorResponse, uuid } from '@souq/domain/schemas/common';
import {
  createOrderInput,
  customerOrderList,
  customerOrdersQuery,
  idempotencyHeaders,
  order,
  updateOrderStatusInput,
  vendorOrderList,
  vendorOrdersQuery,
} from '@souq/domain/schemas/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Viewers } from '../../auth';
import type { createOrderService } from '../service/create-order';
import type { OrderReads } from '../service/order-reads';
import type { updateStatusService } from '../service/update-status';

const PRIVATE = 'no-store';
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };
/** Route patterns from the typed paths: the parameter goes where the id would. */
const pattern = (build: (id: string) => string, name: string) => `${build('')}:${name}`;

export const orderRoutes: FastifyPluginAsyncZod<{
  viewers: Viewers;
  reads: OrderReads;
  createOrder: ReturnType<typeof createOrderService>;
  updateStatus: ReturnType<typeof updateStatusService>;
}> = async (app, { viewers, reads, createOrder, updateStatus }) => {
  app.post(
    paths.api.createOrder(),
    {
      // 50 items with the snapshots the spec's payload carries.
      bodyLimit: 512 * 1024,
      schema: {
        tags: ['orders'],
        summary: 'Place an order with one vendor (the signed-in user is the customer)',
        description:
          'Prices, stock, availability, fulfilment and payment rules are checked against the ' +
          'database. Same Idempotency-Key and body: the first order again (201, ' +
          'idempotent-replayed: true); same key, other body: 409 IDEMPOTENCY_KEY_REUSED. ' +
          '409 PRICE_CHANGED carries details.items[] with the current unit prices; ' +
          "409 OUT_OF_STOCK names the short lines. A delivery address outside the store's " +
          'delivery radius (when the store has a position) is 400 OUTSIDE_DELIVERY_AREA with ' +
          'details.distance_km and radius_km. One customer may hold at most ' +
          `${MAX_UNPAID_QUANTITY_PER_PRODUCT} units of a product (all variants) in orders the ` +
          'store has not confirmed yet, this one included: 409 UNPAID_QUANTITY_LIMIT says how ' +
          "many more are allowed. A wallet order carries payment_due_at (the store's payment " +
          'window): still pending then, it is cancelled and its stock released. Keys beyond ' +
          'the payload (status, totals...) are 400; a customer_id other than the signed-in ' +
          'user is 403.',
        headers: idempotencyHeaders,
        body: createOrderInput,
        response: { 201: order, ...errors, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const viewer = await viewers.require(request);
      const key = request.headers['idempotency-key'];
      const { order: placed, replayed } = await createOrder(viewer, request.body, key);
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).header('cache-control', PRIVATE).send(placed);
    },
  );

  app.get(
    pattern(paths.api.customerOrders, 'customerId'),
    {
      schema: {
        tags: ['orders'],
        summary: "A customer's orders with their items, newest first (the customer or admin)",
        params: z.object({ customerId: z.string().min(1).max(100) }),
        querystring: customerOrdersQuery,
        response: { 200: customerOrderList, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await viewers.require(request);
      const list = await reads.customerOrders(viewer, request.params.customerId, request.query);
      return reply.header('cache-control', PRIVATE).send(list);
    },
  );

  app.get(
    pattern(paths.api.vendorOrders, 'vendorId'),
    {
      schema: {
        tags: ['orders'],
        summary: "A store's orders, optionally of one status, newest first (owner or admin)",
        params: z.object({ vendorId: uuid }),
        querystring: vendorOrdersQuery,
        response: { 200: vendorOrderList, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await viewers.require(request);
      const list = await reads.vendorOrders(viewer, request.params.vendorId, request.query);
      return reply.header('cache-control', PRIVATE).send(list);
    },
  );

  app.patch(
    pattern(paths.api.updateOrderStatus, 'orderId'),
    {
      bodyLimit: 8 * 1024,
      schema: {
        tags: ['orders'],
        summary: 'Move an order to its next status; cancelling restores stock',
        description:
          'pending -> confirmed | cancelled; confirmed -> preparing | cancelled; preparing -> ' +
          'ready_for_pickup (pickup) | out_for_delivery (delivery) | cancelled; ready_for_pickup, ' +
          'out_for_delivery -> delivered; delivered -> refunded. The store owner and admin move ' +
          'orders; the customer may cancel a pending one. 409 STATUS_CHANGE_NOT_ALLOWED otherwise.',
        params: z.object({ orderId: uuid }),
        body: updateOrderStatusInput,
        response: { 200: order, ...errors, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const viewer = await viewers.require(request);
      const moved = await updateStatus(viewer, request.params.orderId, request.body);
      return reply.header('cache-control', PRIVATE).send(moved);
    },
  );
};
