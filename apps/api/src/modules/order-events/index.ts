import type { SouqModule } from '../context';
import { orderEventRoutes } from './routes';
import { orderEventStreams } from './streams';

export { createOrderEvents, type OrderEvents } from './hub';

/**
 * GET /api/seller/orders/stream: a store's live order events for its open board, from the
 * hub on the module context (ctx.orderEvents, fed by the orders module after each commit and
 * by every other API process through LISTEN/NOTIFY). Listens once the app is built; open
 * streams end before the server closes, or closing would wait on them.
 */
export const orderEventsModule: SouqModule = async (app, { database, viewers, orderEvents }) => {
  const streams = orderEventStreams(database.db, orderEvents);
  await app.register(orderEventRoutes, { viewers, streams });
  await orderEvents.start();
  app.addHook('preClose', async () => streams.endAll());
  app.addHook('onClose', () => orderEvents.stop());
};
