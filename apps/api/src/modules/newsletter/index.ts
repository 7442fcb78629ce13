import type { SouqModule } from '../context';
import { adminNewsletterRoutes } from './admin-routes';
import { newsletterRepository } from './repository';
import { newsletterRoutes } from './routes';
import { newsletterService } from './service';
import { unsubscribeTokens } from './unsubscribe-token';

/**
 * /api/newsletter: an email address subscribed once, however often it is sent, and removed by
 * its signed unsubscribe link; /api/admin/newsletter: the operator's list, export and removals.
 */
export const newsletterModule: SouqModule = async (
  app,
  { config, database, viewers, adminAudit },
) => {
  const service = newsletterService(newsletterRepository(database.db), {
    tokens: unsubscribeTokens(config.authSecret),
    publicUrl: config.publicUrl,
    audit: adminAudit,
  });
  await app.register(newsletterRoutes, { service });
  await app.register(adminNewsletterRoutes, { viewers, service });
};
