import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';
import { databaseUrlFor } from './database-url';

/**
 * A migrated database of its own for one test file, cloned from the run's template
 * (see global-setup.ts). close() also throws the copy away.
 */
export async function freshDatabase(): Promise<Database> {
  const template = inject('testDatabase');
  if (template.kind === 'pglite') {
    const dir = await mkdtemp(join(tmpdir(), 'souq-pglite-'));
    await cp(template.templateDir, dir, { recursive: true });
    const database = await openDatabase({ dataDir: dir });
    return withCleanup(database, () => rm(dir, { recursive: true, force: true }));
  }

  const copy = await templateCopy(template);
  return withCleanup(await openDatabase({ url: copy.url }), copy.drop);
}

type PostgresTemplate = Extract<ReturnType<typeof inject<'testDatabase'>>, { kind: 'postgres' }>;

/**
 * A new PostgreSQL database copied from the run's migrated template, named with the run's
 * prefix (global-setup drops whatever a failed file leaves behind); drop() removes it.
 */
export async function templateCopy(template: PostgresTemplate) {
  const name = `souq_t_${template.runId}_${randomBytes(6).toString('hex')}`;
  await adminQuery(template.serverUrl, `create database ${name} template ${template.template}`);
  return {
    url: databaseUrlFor(template.serverUrl, name),
    drop: () => adminQuery(template.serverUrl, `drop database if exists ${name} with (force)`),
  };
}

function withCleanup(database: Database, cleanup: () => Promise<unknown>): Database {
  let closed = false;
  return {
    ...database,
    async close() {
      if (closed) return;
      closed = true;
      await database.close().catch(() => {});
      await cleanup();
    },
  };
}

/** One statement on a server's own connection (create and drop database cannot run in a pool). */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
