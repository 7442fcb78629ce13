import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerGracefulClose } from './http/graceful-close';
import { createServer, registerHttp } from './http/server';
import type { BodyRate } from './http/slow-body';
import { registerWebApp } from './http/web-app';
import { modules } from './modules';
import { renewedSessionCookies } from './modules/auth/renewed-cookies';
import { createModuleContext } from './modules/context';
import type { MailQueue } from './modules/mail';
import type { MediaStorage } from './modules/media/storage';

export interface AppDependencies {
  config: Config;
  database: Database;
  storage: MediaStorage;
  /** A ready pino logger (tests pass a silent one); otherwise built from config.logLevel. */
  logger?: FastifyBaseLogger;
  /** A ready mail queue (tests pass one they can drain); otherwise built from config. */
  mail?: MailQueue;
  /** How long the health check waits for the database. */
  healthTimeoutMs?: number;
  /** The slowest a request body may arrive (tests shorten the window). */
  bodyRate?: BodyRate;
  /** Read what modules keep in memory before listening (main.ts; see ModuleContext). */
  warmUp?: boolean;
}

/**
 * The whole HTTP server, without listening: main.ts listens, tests use app.inject. The
 * cross-cutting HTTP setup (http/) comes first, then every module with the one module
 * context, then the web app, whose not-found handler answers whatever no module did.
 */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = createServer(deps.config, deps.logger);
  // First, so every route's answers say Connection: close once a close begins.
  registerGracefulClose(app);
  await registerHttp(app, deps.config, deps.bodyRate);
  const context = createModuleContext({ ...deps, log: app.log });
  // On every route, before the modules: a session extended by its lookup renews its cookie.
  app.addHook('onSend', renewedSessionCookies(context.viewers));
  for (const module of modules) await app.register(module, context);
  // Other API processes' writes clear this one's public caches (http/public-changes.ts).
  await context.publicChanges.start();
  app.addHook('onClose', () => context.publicChanges.stop());
  await registerWebApp(app, deps.config.webDist);
  return app;
}
