import { randomBytes } from 'node:crypto';
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { databaseUrlFor } from './database-url';

const migrations = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** An empty database of the run's kind: raw queries, and migrations from a given folder. */
export interface EmptyDatabase {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  migrate(folder?: string): Promise<void>;
  close(): Promise<void>;
}

/** A fresh, unmigrated database (PGlite, or a new PostgreSQL database named after `label`). */
export async function emptyDatabase(label: string): Promise<EmptyDatabase> {
  const template = inject('testDatabase');
  if (template.kind === 'pglite') {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzlePglite(client);
    return {
      query: (text, params) => client.query(text, params),
      migrate: (folder = migrations) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const name = `souq_${label}_${template.runId}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const pool = new pg.Pool({ connectionString: databaseUrlFor(template.serverUrl, name) });
  // pool.end() resolves before its sockets close, so the forced drop in close() can still reach
  // a closing connection; its "terminating connection" error must not become an uncaught one.
  pool.on('error', () => {});
  const db = drizzlePg(pool);
  return {
    query: async <T>(text: string, params?: unknown[]) =>
      (await pool.query(text, params)) as unknown as { rows: T[] },
    migrate: (folder = migrations) => migratePg(db, { migrationsFolder: folder }),
    async close() {
      await pool.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * A copy of the migrations folder under `dir` whose journal stops before the migration tagged
 * `tag` (e.g. '0007_'): the schema the previous release left, to fill and then migrate on.
 */
export async function migrationsBefore(tag: string, dir: string): Promise<string> {
  const folder = join(dir, 'drizzle');
  await cp(migrations, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8'));
  const cut = journal.entries.findIndex((e: { tag: string }) => e.tag.startsWith(tag));
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}
