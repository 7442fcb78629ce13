import type { SouqModule } from '../context';
import { vendorsRepository } from './repository';
import { vendorRoutes } from './routes';
import { vendorsService } from './service';

/** export-vendors: active stores, one or a page, optionally with their products. */
export const vendorsModule: SouqModule = async (app, { database, publicChanges }) => {
  await app.register(vendorRoutes, {
    service: vendorsService(vendorsRepository(database.read)),
    changes: publicChanges,
  });
};
