import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { diskStorage, type MediaStorage } from '../../src/modules/media/storage';
import { freshDatabase } from './db';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  storage: MediaStorage;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Reuse a database (e.g. one the test file already filled); otherwise a fresh one. */
  database?: Database;
  /** Extra environment for loadConfig, e.g. WEB_DIST. */
  env?: Record<string, string>;
  healthTimeoutMs?: number;
  /** Defaults to a silent logger (TEST_LOG_LEVEL=debug to see logs). */
  logger?: FastifyBaseLogger;
  /** Called before the app is ready, to add test-only routes. */
  beforeReady?: (app: FastifyInstance) => void;
}

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
  const storage = diskStorage(join(dataDir, 'media'));
  const app = await buildApp({
    config,
    database,
    storage,
    logger: options.logger ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    healthTimeoutMs: options.healthTimeoutMs,
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    storage,
    dataDir,
    async close() {
      await app.close();
      if (!options.database) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
