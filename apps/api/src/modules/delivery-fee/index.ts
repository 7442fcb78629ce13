import type { SouqModule } from '../context';
import { deliveryFeeRepository } from './repository';
import { deliveryFeeRoutes } from './routes';
import { deliveryFeeService } from './service';

/**
 * The store's delivery fee rule and the checkout's quote (docs/decisions/017-order-operations.md
 * "Delivery fee"); the orders module applies the same rule when an order is placed.
 */
export const deliveryFeeModule: SouqModule = async (app, { database, viewers }) => {
  await app.register(deliveryFeeRoutes, {
    service: deliveryFeeService(deliveryFeeRepository(database.db)),
    viewers,
  });
};
