import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { persistedDevelopmentSecret } from './development-secret';
import { originPolicy } from './http/origins';
import { mailDelivery } from './modules/mail';
import { createMediaStorage } from './modules/media';
import type { MediaStorage } from './modules/media/storage';
import { seedInChildProcess } from './seed/child';
import { demoSeedPresent } from './seed/present';

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

  const database = await preparedDatabase(config);
  const app = await buildApp({ config, database, storage });
  for (const warning of config.warnings) app.log.warn(warning);
  app.log.info(mailDelivery(config));
  app.log.info(originPolicy(config).summary());
  app.log.info(
    { database: database.kind, dataDir: config.dataDir, webDist: config.webDist },
    'database migrated',
  );

  await lockDemoAccountsInProduction(app, config, database);

  stopOnSignals(app, database);
  await app.listen({ port: config.port, host: config.host });
}

/**
 * The database, migrated and (outside production, or with SEED_DEMO=true) holding the demo
 * data. Creating an embedded database and seeding it take several hundred MB that a process
 * never gives back, so both happen in a process of their own (seed/child.ts) that exits;
 * a database that is already there is only checked (one read) and migrated here.
 */
async function preparedDatabase(config: Config): Promise<Database> {
  const logger = pino({ level: config.logLevel });
  const log = (line: string) => logger.info(line);
  if (!config.databaseUrl) {
    const dir = join(config.dataDir, 'db');
    if (!existsSync(join(dir, 'PG_VERSION'))) await seedInChildProcess(log);
    const database = await openDatabase({ dataDir: dir });
    await database.migrate();
    if (!config.seedDemo || (await demoSeedPresent(database.db))) return database;
    // One process owns an embedded database: the seeding process opens it while we wait.
    await database.close();
    await seedInChildProcess(log);
    return openDatabase({ dataDir: dir });
  }
  const database = await openDatabase({
    url: config.databaseUrl,
    readUrl: config.databaseReadUrl,
    onReplicaProblem: (problem) => logger.warn(problem),
  });
  await database.migrate();
  if (config.seedDemo && !(await demoSeedPresent(database.db))) await seedInChildProcess(log);
  return database;
}

/**
 * In production no demo account can sign in, even in a database that began as a laptop demo:
 * the README publishes their password. (Demo data itself is seeded before the app is built,
 * outside production or with SEED_DEMO=true, in a process of its own: seed/child.ts.)
 */
async function lockDemoAccountsInProduction(
  app: FastifyInstance,
  config: Config,
  database: Database,
) {
  if (!config.isProduction) return;
  const { lockDemoAccounts } = await import('./seed/demo-accounts');
  const locked = await lockDemoAccounts(database.db);
  if (locked > 0) app.log.warn(`${locked} demo accounts can no longer sign in (production)`);
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
