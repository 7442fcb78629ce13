import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import type { Viewers } from '../auth';
import type { MailQueue } from '../mail';
import { createOrderService } from './create-order';
import { newOrderMail } from './new-order-mail';
import { orderQueries } from './order-queries';
import { orderRepository } from './order-repository';
import { orderRoutes } from './routes';
import { updateStatusService } from './update-status';

/** create-order, the customer's and the vendor's order lists, and status changes. */
export const ordersModule: FastifyPluginAsync<{
  database: Database;
  viewers: Viewers;
  mail: MailQueue;
}> = async (app, { database, viewers, mail }) => {
  const { db } = database;
  const repository = orderRepository(db);
  const queries = orderQueries(db, repository);
  await app.register(orderRoutes, {
    viewers,
    queries,
    createOrder: createOrderService(db, repository, queries.read, (order, vendor) => {
      if (vendor.ownerEmail) mail.enqueue(newOrderMail(vendor.ownerEmail, order));
    }),
    updateStatus: updateStatusService(db, repository, queries.read),
  });
};
