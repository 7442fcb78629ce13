import type { SouqModule } from '../context';
import { adminAuditRoutes } from './routes';

export { type AdminAudit, createAdminAudit } from './audit';

/** /api/admin/actions: the audit log every admin module writes through the context's audit. */
export const adminAuditModule: SouqModule = async (app, { viewers, adminAudit }) => {
  await app.register(adminAuditRoutes, { viewers, audit: adminAudit });
};
