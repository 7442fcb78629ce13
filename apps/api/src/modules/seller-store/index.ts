import type { SouqModule } from '../context';
import { storeRepository } from './repository';
import { storeSettingsRoutes } from './routes/settings';
import { sellerStoreRoutes } from './routes/store';
import { storeApplicationService } from './service/application';
import { storeSettingsService } from './service/settings';
import { storeWalletsService } from './service/wallets';

/**
 * /api/seller/store: applying for a store and running its settings (profile, location, hours,
 * theme, custom CSS with the sanitiser's verdict, wallets), always the signed-in owner's.
 */
export const sellerStoreModule: SouqModule = async (
  app,
  { config, database, mail, viewers, passwordCheck, publicChanges },
) => {
  const repository = storeRepository(database.db);
  await app.register(sellerStoreRoutes, {
    viewers,
    application: storeApplicationService(repository, {
      mail,
      publicUrl: config.publicUrl,
      adminEmails: config.adminEmails,
    }),
  });
  await app.register(storeSettingsRoutes, {
    viewers,
    settings: storeSettingsService(repository, publicChanges),
    wallets: storeWalletsService(repository, passwordCheck, publicChanges),
  });
};
