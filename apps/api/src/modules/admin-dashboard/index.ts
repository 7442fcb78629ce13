import type { SouqModule } from '../context';
import { adminDashboardRepository } from './repository';
import { adminDashboardRoutes } from './routes';
import { adminDashboardService } from './service';

/** /api/admin/dashboard: the operator's figures at a glance, read by grouped SQL. */
export const adminDashboardModule: SouqModule = async (app, { database, viewers }) => {
  await app.register(adminDashboardRoutes, {
    viewers,
    service: adminDashboardService(adminDashboardRepository(database.db)),
  });
};
