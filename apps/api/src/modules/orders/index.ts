import { paths } from '@souq/domain/paths';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import type { Viewers } from '../auth';
import type { MailQueue } from '../mail';
import type { MediaStorage } from '../media/storage';
import { createOrderService } from './create-order';
import { deliveryProofService } from './delivery-proof';
import { newOrderMail } from './new-order-mail';
import { orderQueries } from './order-queries';
import { orderRepository } from './order-repository';
import { deliveryProofRoutes } from './proof-routes';
import { orderRoutes } from './routes';
import { statusMail } from './status-mail';
import { updateStatusService } from './update-status';

/** create-order, the order lists, status changes with the customer's mail, delivery proof. */
export const ordersModule: FastifyPluginAsync<{
  database: Database;
  viewers: Viewers;
  mail: MailQueue;
  storage: MediaStorage;
  publicUrl: string;
}> = async (app, { database, viewers, mail, storage, publicUrl }) => {
  const { db } = database;
  const repository = orderRepository(db);
  const queries = orderQueries(db, repository);
  const ordersUrl = new URL(paths.web.myOrders(), publicUrl).toString();
  await app.register(orderRoutes, {
    viewers,
    queries,
    createOrder: createOrderService(db, repository, queries.read, (order, vendor) => {
      if (vendor.ownerEmail) mail.enqueue(newOrderMail(vendor.ownerEmail, order));
    }),
    updateStatus: updateStatusService(db, repository, queries.read, async (order, change) => {
      // The change is committed: a failed lookup is logged, never turned into an error answer.
      const to = await repository.customerEmail(order.customer_id).catch((error: unknown) => {
        app.log.error({ err: error }, 'status mail not queued');
        return null;
      });
      if (to) mail.enqueue(statusMail(to, order, change, ordersUrl));
    }),
  });
  await app.register(deliveryProofRoutes, {
    viewers,
    proofs: deliveryProofService(repository, storage, queries.requireVendorManager, queries.read),
  });
};
