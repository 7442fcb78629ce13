import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';
import { databaseUrlFor } from './database-url';
import { freshDatabase } from './db';

export interface SharedDatabase {
  /** What two API processes would hold: on PostgreSQL two pools of their own. */
  handles: [Database, Database];
  close(): Promise<void>;
}

/**
 * A fresh database as two API processes see it. PostgreSQL: two openDatabase handles on one
 * new database, so their statements really run side by side on separate connections. PGlite:
 * one process owns an embedded database, so a single handle stands for both.
 */
export async function databaseForTwoProcesses(): Promise<SharedDatabase> {
  const template = inject('testDatabase');
  if (template.kind === 'pglite') {
    const database = await freshDatabase();
    return { handles: [database, database], close: () => database.close() };
  }
  // The run's prefix: global-setup drops whatever a failed file leaves behind.
  const name = `souq_t_${template.runId}_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: template.serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name} template ${template.template}`);
  const url = databaseUrlFor(template.serverUrl, name);
  const handles: [Database, Database] = [await openDatabase({ url }), await openDatabase({ url })];
  return {
    handles,
    async close() {
      await Promise.all(handles.map((handle) => handle.close().catch(() => {})));
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}
