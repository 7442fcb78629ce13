import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import type { BodyRate } from '../../src/http/slow-body';
import { createMailQueue, type MailQueue } from '../../src/modules/mail';
import { createMediaStorage } from '../../src/modules/media';
import { diskStorage, type MediaStorage } from '../../src/modules/media/storage';
import { freshDatabase } from './db';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  storage: MediaStorage;
  /** The app's mail queue: drain() waits until every queued message is in the outbox. */
  mail: MailQueue;
  dataDir: string;
  close(): Promise<void>;
}

const mailQueues = new WeakMap<FastifyInstance, MailQueue>();

/** Waits until every mail the app has queued so far is stored (the outbox) or sent. */
export async function drainMail(app: FastifyInstance): Promise<void> {
  await mailQueues.get(app)?.drain();
}

export interface TestAppOptions {
  /** Reuse a database (e.g. one the test file already filled); otherwise a fresh one. */
  database?: Database;
  /** Extra environment for loadConfig, e.g. WEB_DIST. */
  env?: Record<string, string>;
  healthTimeoutMs?: number;
  bodyRate?: BodyRate;
  /** Defaults to a silent logger (TEST_LOG_LEVEL=debug to see logs). */
  logger?: FastifyBaseLogger;
  /** Called before the app is ready, to add test-only routes. */
  beforeReady?: (app: FastifyInstance) => void;
  /** Media storage as main builds it (S3 when env has S3_*); otherwise DATA_DIR/media on disk. */
  storageFromConfig?: boolean;
}

/** What a production deployment must set at least (a strong secret, its public address). */
export const productionEnv = {
  NODE_ENV: 'production',
  AUTH_SECRET: randomBytes(48).toString('base64'),
  PUBLIC_URL: 'http://localhost:3000',
} as const;

/** The real app on a throwaway database and media directory; nothing is listened on. */
export async function testApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'souq-api-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web-build'),
    ...options.env,
  });
  const database = options.database ?? (await freshDatabase());
  const storage = options.storageFromConfig
    ? createMediaStorage(config)
    : diskStorage(join(dataDir, 'media'));
  const logger = options.logger ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const mail = createMailQueue(config, database, logger);
  const app = await buildApp({
    config,
    database,
    storage,
    logger,
    mail,
    healthTimeoutMs: options.healthTimeoutMs,
    bodyRate: options.bodyRate,
  });
  mailQueues.set(app, mail);
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    storage,
    mail,
    dataDir,
    async close() {
      await app.close();
      if (!options.database) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
