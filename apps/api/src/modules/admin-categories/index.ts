import type { SouqModule } from '../context';
import { adminCategoryRepository } from './repository';
import { adminCategoryRoutes } from './routes';
import { adminCategoryService } from './service';

/** /api/admin/categories: the operator's categories, their order and whether shoppers see them. */
export const adminCategoriesModule: SouqModule = async (
  app,
  { database, viewers, publicChanges, adminAudit },
) => {
  await app.register(adminCategoryRoutes, {
    viewers,
    service: adminCategoryService(adminCategoryRepository(database.db), {
      audit: adminAudit,
      publicChanges,
    }),
  });
};
