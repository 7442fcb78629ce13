import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { createMediaStorage } from './modules/media';
import type { MediaStorage } from './modules/media/storage';

/**
 * `npm start`: config -> database (migrated) -> demo data -> HTTP. A bad configuration is a
 * human mistake, so it gets a plain message and exit code 1, never a stack trace.
 */
async function main(): Promise<void> {
  let config: Config;
  let storage: MediaStorage;
  try {
    config = loadConfig(process.env);
    storage = createMediaStorage(config);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(
      `${error.message}\n\nFix the environment variables above and start again.\n`,
    );
    process.exit(1);
  }

  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: join(config.dataDir, 'db') },
  );
  await database.migrate();

  const app = await buildApp({ config, database, storage });
  for (const warning of config.warnings) app.log.warn(warning);
  app.log.info(
    { database: database.kind, dataDir: config.dataDir, webDist: config.webDist },
    'database migrated',
  );

  if (config.seedDemo) await seedDemo(app, database, storage);

  stopOnSignals(app, database);
  await app.listen({ port: config.port, host: config.host });
}

/** The seed module is written separately; until it exists the server starts without demo data. */
async function seedDemo(app: FastifyInstance, database: Database, storage: MediaStorage) {
  const seedFile = fileURLToPath(new URL('./seed/run.ts', import.meta.url));
  if (!existsSync(seedFile)) {
    app.log.warn('demo seeding skipped: src/seed/run.ts is not there yet');
    return;
  }
  // A computed specifier keeps this file compiling while the seed module is being written.
  const seedModule = './seed/run.ts';
  const { seedDemoData } = (await import(seedModule)) as {
    seedDemoData: (deps: {
      database: Database;
      storage: MediaStorage;
      log: (msg: string) => void;
    }) => Promise<void>;
  };
  await seedDemoData({ database, storage, log: (msg) => app.log.info(msg) });
}

function stopOnSignals(app: FastifyInstance, database: Database) {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // A stuck connection must not keep the process alive forever.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  // Startup failures other than configuration (database unreachable, port in use).
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`Souq API failed to start: ${message}\n`);
  if (process.env.NODE_ENV !== 'production' && error instanceof Error) {
    process.stderr.write(`${error.stack}\n`);
  }
  process.exit(1);
});
