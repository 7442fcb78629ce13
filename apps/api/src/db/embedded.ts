import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../locations';
import type { Database, Db } from './client';
import * as schema from './schema';

/**
 * The embedded database lives inside the server's own memory (WebAssembly), where PostgreSQL's
 * default 128 MB of shared buffers are claimed at start: ~310 MB resident for an idle PGlite
 * against ~190 MB with 16 MB. A laptop demo or a small shop's catalogue is a few MB to a few
 * tens of MB, and the operating system's page cache still holds the files, so a small buffer
 * pool costs little; issue 20 asks the embedded server to stay under 350 MB on a 1 GB machine.
 * A sort or hash gets 2 MB before it spills (work_mem; our largest, a search ranking a few
 * thousand matches, fits).
 */
const EMBEDDED_SETTINGS = [
  '-c',
  'shared_buffers=16MB',
  '-c',
  'work_mem=2MB',
  '-c',
  'maintenance_work_mem=16MB',
  '-c',
  'temp_buffers=2MB',
];

/** The embedded database (PGlite) in dataDir, or in memory without one (tests). */
export async function openEmbedded(dataDir: string | undefined): Promise<Database> {
  const client = await PGlite.create({
    dataDir,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS],
  });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    read: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
  };
}
