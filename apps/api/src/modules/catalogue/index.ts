import type { SouqModule } from '../context';
import { catalogueRepository } from './repository';
import { catalogueRoutes } from './routes';
import { catalogueService } from './service';

/** export-products (filtered, Arabic search, sorted, paged) and export-categories. */
export const catalogueModule: SouqModule = async (app, { config, database, publicChanges }) => {
  await app.register(catalogueRoutes, {
    service: catalogueService(catalogueRepository(database.read), {
      changes: publicChanges,
      rates: config.exchangeRates,
    }),
    changes: publicChanges,
  });
};
