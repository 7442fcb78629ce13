import type { SouqModule } from '../context';
import { addressRepository } from './repository';
import { addressRoutes } from './routes';
import { addressService } from './service';

/** /api/me/addresses: the signed-in shopper's saved delivery addresses. */
export const addressesModule: SouqModule = async (app, { database, viewers }) => {
  await app.register(addressRoutes, {
    service: addressService(addressRepository(database.db)),
    viewers,
  });
};
