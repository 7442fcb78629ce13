import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { SouqModule } from '../context';
import type { MailQueue } from '../mail';
import type { OrderEvents } from '../order-events';
import { orderRepository } from './repository';
import { adminOrderRoutes } from './routes/admin-orders';
import { deliveryProofRoutes } from './routes/delivery-proof';
import { orderRoutes } from './routes/orders';
import { paymentCheckRoutes } from './routes/payment-check';
import { sellerOrderRoutes } from './routes/seller-orders';
import { shopperOrderRoutes } from './routes/shopper-order';
import { adminOrdersService } from './service/admin-orders';
import { createOrderService } from './service/create-order';
import { deliveryProofService } from './service/delivery-proof';
import { sweepPeriodically, unpaidOrderLapse } from './service/lapse-unpaid';
import { orderNotices } from './service/notices';
import { orderReads } from './service/order-reads';
import { paymentCheckService } from './service/payment-check';
import { sellerOrdersService } from './service/seller-orders';
import { shopperOrderService } from './service/shopper-order';
import { updateStatusService } from './service/update-status';

interface OrderServiceDeps {
  database: Database;
  mail: MailQueue;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** The services over one repository, sharing the reads and the mail notices. */
function orderServices({ database, ...mailDeps }: OrderServiceDeps) {
  const repository = orderRepository(database.db);
  const reads = orderReads(repository);
  const notices = orderNotices(repository, mailDeps);
  return { repository, reads, notices };
}

/**
 * The lapse sweep as the module runs it (service/lapse-unpaid.ts): cancels wallet orders past
 * their payment deadline and mails their customers. Tests call it directly with a `now`.
 */
export function unpaidOrderSweeper(
  deps: OrderServiceDeps,
  notifyOrderChanged?: OrderEvents['publish'],
) {
  const { repository, reads, notices } = orderServices(deps);
  return unpaidOrderLapse(repository, reads, notices.statusChanged, notifyOrderChanged);
}

/**
 * create-order, the order lists, status changes with the customer's mail, delivery proof, and
 * the lapse of wallet orders whose payment was not checked in time.
 */
export const ordersModule: SouqModule = async (
  app,
  { config, database, mail, log, storage, viewers, orderEvents, adminAudit },
) => {
  const deps = { database, mail, log, publicUrl: config.publicUrl };
  const { repository, reads, notices } = orderServices(deps);
  const updateStatus = updateStatusService(
    repository,
    reads,
    notices.statusChanged,
    orderEvents.publish,
    adminAudit,
  );
  await app.register(orderRoutes, {
    viewers,
    reads,
    createOrder: createOrderService(repository, reads, notices.newOrder, orderEvents.publish),
    updateStatus,
  });
  await app.register(deliveryProofRoutes, {
    viewers,
    proofs: deliveryProofService(repository, reads, storage),
  });
  await app.register(paymentCheckRoutes, {
    viewers,
    payments: paymentCheckService(repository, reads, notices, orderEvents.publish),
  });
  await app.register(sellerOrderRoutes, {
    viewers,
    board: sellerOrdersService(
      repository,
      reads,
      updateStatus,
      notices.feeChanged,
      orderEvents.publish,
    ),
  });
  await app.register(adminOrderRoutes, {
    viewers,
    orders: adminOrdersService(repository, reads, updateStatus),
  });
  await app.register(shopperOrderRoutes, {
    viewers,
    shopperOrder: shopperOrderService(repository, reads),
  });
  const sweeps = sweepPeriodically(unpaidOrderSweeper(deps, orderEvents.publish), (error) =>
    log.error({ err: error }, 'unpaid order sweep failed'),
  );
  app.addHook('onClose', () => sweeps.stop());
};
