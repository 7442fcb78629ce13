import type { SouqModule } from '../context';
import { healthRepository } from './repository';
import { healthRoutes } from './routes';
import { healthService } from './service';

/** /api/health: liveness and whether the database answers in time. */
export const healthModule: SouqModule = async (app, { database, healthTimeoutMs }) => {
  await app.register(healthRoutes, {
    service: healthService(healthRepository(database), healthTimeoutMs),
  });
};
