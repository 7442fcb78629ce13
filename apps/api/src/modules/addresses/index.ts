import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import type { Viewers } from '../auth';
import { addressRepository } from './repository';
import { addressRoutes } from './routes';
import { addressService } from './service';

/** /api/me/addresses: the signed-in shopper's saved delivery addresses. */
export const addressesModule: FastifyPluginAsync<{ database: Database; viewers: Viewers }> = async (
  app,
  { database, viewers },
) => {
  await app.register(addressRoutes, {
    service: addressService(addressRepository(database.db)),
    viewers,
  });
};
