import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
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
import { assertPortFree, assertWritableDir } from './startup/checks';
import { attempt, exitOnProblem } from './startup/fail';
import { serverLogger } from './startup/logger';
import { showBanner } from './startup/show-banner';

/**
 * `npm start`: config -> port, data directory and database checked -> database (migrated) ->
 * demo data -> HTTP -> on a terminal, the banner. What a newcomer gets wrong (a bad variable,
 * a port in use, a data directory that cannot be written, PostgreSQL not answering) ends the
 * process with a plain message and exit code 1, never a stack trace (startup/problems.ts).
 */
async function main(): Promise<void> {
  const config = configuration();
  const terminal = process.stdout.isTTY === true;
  const logger = await serverLogger(config.logLevel, terminal);
  const listenStep = { step: 'listen', host: config.host, port: config.port } as const;
  // Before the database, whose first preparation takes a while: a port in use is said at once.
  await attempt(listenStep, () => assertPortFree(config.port, config.host));
  if (!config.databaseUrl || !config.s3) {
    await attempt({ step: 'data', dir: config.dataDir }, () => assertWritableDir(config.dataDir));
  }
  const storage = await mediaStorage(config);
  const database = await attempt({ step: 'database', url: config.databaseUrl }, () =>
    preparedDatabase(config, logger),
  );
  const app = await buildApp({ config, database, storage, logger, warmUp: true });
  for (const warning of config.warnings) app.log.warn(warning);
  // On a terminal the banner says these; the log keeps them for a collector, or at debug.
  const tell = (line: string) => (terminal ? app.log.debug(line) : app.log.info(line));
  tell(mailDelivery(config));
  tell(`database: ${database.kind}; data: ${config.dataDir}; web app: ${config.webDist}`);
  // Production says at boot, always, which origins it trusts (decision 026).
  if (config.isProduction) app.log.info(originPolicy(config).summary());
  else tell(originPolicy(config).summary());

  await lockDemoAccountsInProduction(app, config, database);

  stopOnSignals(app, database);
  await attempt(listenStep, () => listen(app, config, terminal));
  if (terminal) await showBanner(config, database);
}

/** The configuration, or the process ends saying what to fix. */
function configuration(): Config {
  try {
    return loadConfig(process.env, {
      // The development secret is kept in DATA_DIR: the first thing written there.
      developmentSecret: (dir) => {
        try {
          return persistedDevelopmentSecret(dir);
        } catch (error) {
          return exitOnProblem({ step: 'data', dir }, error);
        }
      },
    });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(
      `${error.message}\n\nFix the environment variables above and start again.\n`,
    );
    process.exit(1);
  }
}

/** Media storage that answers: a bucket that does not, or a directory not writable, is one line. */
async function mediaStorage(config: Config): Promise<MediaStorage> {
  const storage = createMediaStorage(config);
  const problem = await storage.check();
  if (problem) {
    process.stderr.write(`Souq API cannot start: ${problem}\n`);
    process.exit(1);
  }
  return storage;
}

/**
 * Listens on HOST:PORT. Fastify logs one "Server listening at" line per address; on a
 * terminal the banner that follows says the same, so the logger is quieted for that moment.
 */
async function listen(app: FastifyInstance, config: Config, terminal: boolean) {
  const level = app.log.level;
  if (terminal && ['trace', 'debug', 'info'].includes(level)) app.log.level = 'warn';
  try {
    await app.listen({ port: config.port, host: config.host });
  } finally {
    app.log.level = level;
  }
}

/**
 * The database, migrated and (outside production, or with SEED_DEMO=true) holding the demo
 * data. Creating an embedded database and seeding it take several hundred MB that a process
 * never gives back, so both happen in a process of their own (seed/child.ts) that exits;
 * a database that is already there is only checked (one read) and migrated here.
 */
async function preparedDatabase(config: Config, logger: FastifyBaseLogger): Promise<Database> {
  const log = (line: string) => logger.info(line);
  if (!config.databaseUrl) {
    const dir = join(config.dataDir, 'db');
    if (!existsSync(join(dir, 'PG_VERSION'))) {
      const what = config.seedDemo ? 'the embedded database and the demo data' : 'the database';
      log(`first start: creating ${what} in ${dir} (under a minute)`);
      await seedInChildProcess(log);
    }
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
  // Failures startup/problems.ts has no line for: unexpected, so the stack is worth showing.
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`Souq API failed to start: ${message}\n`);
  if (process.env.NODE_ENV !== 'production' && error instanceof Error) {
    process.stderr.write(`${error.stack}\n`);
  }
  process.exit(1);
});
