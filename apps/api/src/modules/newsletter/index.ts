import type { SouqModule } from '../context';
import { newsletterRepository } from './repository';
import { newsletterRoutes } from './routes';
import { newsletterService } from './service';

/** /api/newsletter: an email address subscribed once, however often it is sent. */
export const newsletterModule: SouqModule = async (app, { database }) => {
  await app.register(newsletterRoutes, {
    service: newsletterService(newsletterRepository(database.db)),
  });
};
