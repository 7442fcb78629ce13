import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { persistedDevelopmentSecret } from './development-secret';
import { mailDelivery } from './modules/mail';
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
    config = loadConfig(process.env, { developmentSecret: persistedDevelopmentSecret });
    storage = createMediaStorage(config);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(
      `${error.message}\n\nFix the environment variables above and start again.\n`,
    );
    process.exit(1);
  }
  // A bucket that does not answer (or a media directory that cannot be written): one line.
  const mediaProblem = await storage.check();
  if (mediaProblem) {
    process.stderr.write(`Souq API cannot start: ${mediaProblem}\n`);
    process.exit(1);
  }

  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: join(config.dataDir, 'db') },
  );
  await database.migrate();

  const app = await buildApp({ config, database, storage });
  for (const warning of config.warnings) app.log.warn(warning);
  app.log.info(mailDelivery(config));
  app.log.info(
    { database: database.kind, dataDir: config.dataDir, webDist: config.webDist },
    'database migrated',
  );

  await seedDemo(app, config, database, storage);

  stopOnSignals(app, database);
  await app.listen({ port: config.port, host: config.host });
}

/**
 * Demo data outside production (or with SEED_DEMO=true). The seed module, with its image
 * renderer, is loaded only when it runs. In production no demo account can sign in, even in a
 * database that began as a laptop demo: the README publishes their password.
 */
async function seedDemo(
  app: FastifyInstance,
  config: Config,
  database: Database,
  storage: MediaStorage,
) {
  const { lockDemoAccounts } = await import('./seed/demo-accounts');
  if (config.seedDemo) {
    const { seedDemoData } = await import('./seed/run');
    const log = (msg: string) => app.log.info(msg);
    await seedDemoData({ database, storage, log, signIn: !config.isProduction });
  }
  if (config.isProduction) {
    const locked = await lockDemoAccounts(database.db);
    if (locked > 0) app.log.warn(`${locked} demo accounts can no longer sign in (production)`);
  }
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
