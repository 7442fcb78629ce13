import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { originPolicy } from '../../http/origins';
import type { SouqModule } from '../context';
import type { MailQueue } from '../mail';
import { accountRepository } from './repository/accounts';
import { databaseRateLimitStore } from './repository/rate-limit-store';
import { authBridge } from './routes/bridge';
import { originGuard } from './routes/origin-guard';
import { passwordRoutes } from './routes/password';
import { sessionRoutes } from './routes/session';
import { accountService } from './service/accounts';
import { createBetterAuth } from './service/better-auth';
import { passwordCheck } from './service/password-check';
import { authRateLimiter } from './service/rate-limits';
import { viewerResolver } from './service/viewers';

export type { ClientProfiles } from './service/accounts';
export type { BetterAuthInstance } from './service/better-auth';
export type { PasswordCheck } from './service/password-check';
export type { Viewer, Viewers } from './service/viewers';

/**
 * What auth gives every module, built once by the module context (modules/context.ts): the
 * session engine (Better Auth), the viewer resolver over it, and the password check that
 * sensitive changes ask for again (behind the sign-in rate limits).
 */
export function createAuthEngine(deps: {
  config: Config;
  database: Database;
  mail: MailQueue;
  log: FastifyBaseLogger;
}) {
  const betterAuth = createBetterAuth(deps);
  const accounts = accountRepository(deps.database.db);
  const limiter = authRateLimiter(
    databaseRateLimitStore(deps.database.db),
    deps.config.authRateLimits,
    accounts.signInAddresses,
  );
  return {
    betterAuth,
    viewers: viewerResolver(betterAuth, accounts, deps.config.adminEmails),
    passwordCheck: passwordCheck(accounts, limiter),
  };
}

/**
 * /api/auth/*: the Better Auth endpoints the apps use, behind our schemas, error model and
 * rate limits (sign-up, sign-in, sign-out, session, e-mail confirmation, passwords).
 */
export const authModule: SouqModule = async (app, context) => {
  const { config, database, betterAuth, viewers, clientProfiles } = context;
  const accounts = accountRepository(database.db);
  const origins = originPolicy(config);
  app.addHook('onRequest', originGuard(origins));
  const deps = {
    bridge: authBridge(betterAuth, config.publicUrl, origins),
    viewers,
    limiter: authRateLimiter(
      databaseRateLimitStore(database.db),
      config.authRateLimits,
      accounts.signInAddresses,
    ),
    accounts: accountService(accounts, clientProfiles, config.adminEmails),
  };
  await app.register(sessionRoutes, deps);
  await app.register(passwordRoutes, deps);
};
