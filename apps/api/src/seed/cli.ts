import { join } from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { persistedDevelopmentSecret } from '../development-secret';
import { createMediaStorage } from '../modules/media';
import { seedDemoData } from './run';

/**
 * `npm run seed`, and the server's own preparation (seed/child.ts, which sets
 * SOUQ_PREPARE_DATABASE): migrates the database the server would use with the same
 * environment (DATABASE_URL or the embedded PGlite under DATA_DIR, media by S3_* or under
 * DATA_DIR/media) and seeds the demo data; for the server, only when its configuration
 * seeds (outside production, or SEED_DEMO=true).
 */
async function main() {
  const forServer = process.env.SOUQ_PREPARE_DATABASE === 'true';
  if (!forServer && process.env.NODE_ENV === 'production' && process.env.SEED_DEMO !== 'true') {
    console.error('Refusing to seed demo data in production; set SEED_DEMO=true to insist.');
    process.exitCode = 1;
    return;
  }
  const config = loadConfig(process.env, { developmentSecret: persistedDevelopmentSecret });
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: join(config.dataDir, 'db') },
  );
  try {
    await database.migrate();
    if (forServer && !config.seedDemo) return;
    await seedDemoData({
      database,
      storage: createMediaStorage(config),
      log: (msg) => console.log(msg),
      // The README publishes the demo password: no demo sign-in in production.
      signIn: !config.isProduction,
    });
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
