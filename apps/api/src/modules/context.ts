import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { type PublicChanges, publicChanges } from '../http/public-changes';
import { type AdminAudit, createAdminAudit } from './admin-audit';
import {
  type BetterAuthInstance,
  type ClientProfiles,
  createAuthEngine,
  type PasswordCheck,
  type Viewers,
} from './auth';
import { createMailQueue, type MailQueue } from './mail';
import type { MediaStorage } from './media/storage';
import { createOrderEvents, type OrderEvents } from './order-events';
import { createClientProfiles } from './profile';

/**
 * What every module receives, and the one way one module reaches another's live parts: the
 * app's configuration and resources, and what a module provides to the others (built here,
 * once, from that module's index.ts). Types and pure functions may be imported across modules;
 * anything with state or I/O comes through here.
 */
export interface ModuleContext {
  config: Config;
  database: Database;
  storage: MediaStorage;
  log: FastifyBaseLogger;
  /** The mail module's queue: mail sent off the request path. */
  mail: MailQueue;
  /** The auth module's viewer resolver: who is asking (401/403 helpers included). */
  viewers: Viewers;
  /** The auth module's password check, for a change that asks for the password again. */
  passwordCheck: PasswordCheck;
  /** The auth module's session engine; only auth's own routes speak to it. */
  betterAuth: BetterAuthInstance;
  /** The profile module's port for auth: a client record for a re-registering shopper. */
  clientProfiles: ClientProfiles;
  /** How long the health check waits for the database (tests shorten it). */
  healthTimeoutMs: number;
  /**
   * Read what a module keeps in memory before the server listens (main.ts); tests build the
   * app without it, and such a module reads it when first needed.
   */
  warmUp: boolean;
  publicChanges: PublicChanges;
  /** The order-events module's hub: orders publish after a commit, the stores' boards hear it. */
  orderEvents: OrderEvents;
  /** The admin-audit module's log: every admin action, written in the action's transaction. */
  adminAudit: AdminAudit;
}

/** A module: one Fastify plugin, exported by its index.ts and registered with the context. */
export type SouqModule = FastifyPluginAsync<ModuleContext>;

export interface ModuleContextSources {
  config: Config;
  database: Database;
  storage: MediaStorage;
  log: FastifyBaseLogger;
  /** A ready mail queue (tests pass one they can drain); otherwise built from config. */
  mail?: MailQueue;
  healthTimeoutMs?: number;
  warmUp?: boolean;
}

const DEFAULT_HEALTH_TIMEOUT_MS = 2000;

/** Builds the context: each provided part from its module, in the order they depend on. */
export function createModuleContext(sources: ModuleContextSources): ModuleContext {
  const { config, database, storage, log } = sources;
  const mail = sources.mail ?? createMailQueue(config, database, log);
  const { betterAuth, viewers, passwordCheck } = createAuthEngine({
    config,
    database,
    mail,
    log,
  });
  return {
    config,
    database,
    storage,
    log,
    mail,
    viewers,
    passwordCheck,
    betterAuth,
    clientProfiles: createClientProfiles(database),
    healthTimeoutMs: sources.healthTimeoutMs ?? DEFAULT_HEALTH_TIMEOUT_MS,
    warmUp: sources.warmUp ?? false,
    publicChanges: publicChanges(database),
    orderEvents: createOrderEvents(database, log),
    adminAudit: createAdminAudit(database),
  };
}
