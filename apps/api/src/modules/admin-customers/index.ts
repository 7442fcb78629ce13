import type { SouqModule } from '../context';
import { adminCustomerRepository } from './repository';
import { adminCustomerRoutes } from './routes';
import { adminCustomerService } from './service';

/** /api/admin/customers: accounts for the operator, and disabling or enabling one. */
export const adminCustomersModule: SouqModule = async (
  app,
  { config, database, viewers, adminAudit },
) => {
  await app.register(adminCustomerRoutes, {
    viewers,
    service: adminCustomerService(adminCustomerRepository(database.db), {
      audit: adminAudit,
      adminEmails: config.adminEmails,
    }),
  });
};
