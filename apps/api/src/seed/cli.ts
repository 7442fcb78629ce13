import { openDatabase } from '../db/client';
import { diskStorage } from '../modules/media/storage';
import { dataPaths } from './paths';
import { seedDemoData } from './run';

/**
 * `npm run seed`: migrates and seeds the database named by DATABASE_URL, or the embedded
 * PGlite under DATA_DIR (default ./data), with media under DATA_DIR/media.
 */
async function main() {
  if (process.env.NODE_ENV === 'production' && process.env.SEED_DEMO !== 'true') {
    console.error('Refusing to seed demo data in production; set SEED_DEMO=true to insist.');
    process.exitCode = 1;
    return;
  }
  const paths = dataPaths(process.env.DATA_DIR || undefined);
  const url = process.env.DATABASE_URL;
  const database = await openDatabase(url ? { url } : { dataDir: paths.dbDir });
  try {
    await database.migrate();
    await seedDemoData({
      database,
      storage: diskStorage(paths.mediaDir),
      log: (msg) => console.log(msg),
      // The README publishes the demo password: no demo sign-in in production.
      signIn: process.env.NODE_ENV !== 'production',
    });
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
