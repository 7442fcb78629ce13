import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { MailQueue } from '../mail';
import { createBetterAuth } from './better-auth';
import { databaseRateLimitStore } from './rate-limit-store';
import { authRateLimiter } from './rate-limits';
import { authRepository } from './repository';
import { authService, type ClientProfiles } from './service';
import { viewerResolver } from './viewer';

export type { Viewer, Viewers } from './viewer';

/** Everything auth-related the app wires: Better Auth, the viewer resolver, the limiter. */
export function createAuthModule(deps: {
  config: Config;
  database: Database;
  mail: MailQueue;
  log: FastifyBaseLogger;
  profiles: ClientProfiles;
}) {
  const { config, database, profiles } = deps;
  const betterAuth = createBetterAuth(deps);
  const repository = authRepository(database.db);
  return {
    betterAuth,
    viewers: viewerResolver(betterAuth, repository, config.adminEmails),
    limiter: authRateLimiter(databaseRateLimitStore(database.db), config.authRateLimits),
    service: authService(repository, profiles, config.adminEmails),
  };
}
export type AuthModule = ReturnType<typeof createAuthModule>;
