import type { Database } from '../../db/client';
import type { ClientProfiles } from '../auth';
import type { SouqModule } from '../context';
import { profileRepository } from './repository';
import { exportClientsRoutes } from './routes/export-clients';
import { profileRoutes } from './routes/profile';
import { profileService } from './service';

/** The port auth uses (modules/context.ts): auth never touches the clients table itself. */
export function createClientProfiles(database: Database): ClientProfiles {
  const service = profileService(profileRepository(database.db));
  return { createIfMissing: service.createIfMissing };
}

/** /api/me, profile completion and update, preferences, and the admin's export-clients. */
export const profileModule: SouqModule = async (app, { database, viewers }) => {
  const service = profileService(profileRepository(database.db));
  await app.register(profileRoutes, { service, viewers });
  await app.register(exportClientsRoutes, { service, viewers });
};
