import type { SouqModule } from '../context';
import { catalogueRepository } from './repository';
import { catalogueRoutes } from './routes';
import { searchIndexSync } from './search-index/sync';
import { catalogueService } from './service';

/** export-products (filtered, Arabic search, sorted, paged) and export-categories. */
export const catalogueModule: SouqModule = async (
  app,
  { config, database, publicChanges, log, warmUp },
) => {
  // Read before the server listens, so its first searches are ranked in memory too; in tests
  // (no warm-up) at the first search: most never search.
  const searchIndex =
    config.searchIndex === 'memory'
      ? searchIndexSync(database.read, {
          onError: (error) => log.warn({ err: error }, 'search index in memory: read failed'),
        })
      : undefined;
  if (searchIndex) {
    if (warmUp) app.addHook('onReady', () => searchIndex.warm());
    app.addHook('onClose', async () => searchIndex.close());
  }
  await app.register(catalogueRoutes, {
    service: catalogueService(catalogueRepository(database.read), {
      changes: publicChanges,
      rates: config.exchangeRates,
      searchIndex,
    }),
    changes: publicChanges,
  });
};
