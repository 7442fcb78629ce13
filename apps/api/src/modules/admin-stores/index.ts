import type { SouqModule } from '../context';
import { adminStoreRepository } from './repository';
import { adminStoreRoutes } from './routes';
import { adminStoreService } from './service';

/** /api/admin/stores: the administrator's queue of store applications and their decisions. */
export const adminStoresModule: SouqModule = async (
  app,
  { config, database, mail, viewers, publicChanges, adminAudit },
) => {
  await app.register(adminStoreRoutes, {
    viewers,
    service: adminStoreService(adminStoreRepository(database.db), {
      mail,
      audit: adminAudit,
      publicUrl: config.publicUrl,
      publicChanges,
    }),
  });
};
