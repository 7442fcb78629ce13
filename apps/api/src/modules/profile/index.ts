import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import type { Viewers } from '../auth';
import { exportClientsRoutes } from './export-routes';
import { profileRepository } from './repository';
import { profileRoutes } from './routes';
import { type ProfileService, profileService } from './service';

/** The profile service on its own: auth needs it (re-registration) before routes exist. */
export function createProfileService(database: Database): ProfileService {
  return profileService(profileRepository(database.db));
}

/** /api/me, profile completion and update, preferences, and the admin's export-clients. */
export const profileModule: FastifyPluginAsync<{
  database: Database;
  service: ProfileService;
  viewers: Viewers;
}> = async (app, { database, service, viewers }) => {
  await app.register(profileRoutes, { service, viewers });
  await app.register(exportClientsRoutes, { repository: profileRepository(database.db), viewers });
};
