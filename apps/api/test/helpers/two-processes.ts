import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';
import { freshDatabase, templateCopy } from './db';

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
  const { url, drop } = await templateCopy(template);
  const handles: [Database, Database] = [await openDatabase({ url }), await openDatabase({ url })];
  return {
    handles,
    async close() {
      await Promise.all(handles.map((handle) => handle.close().catch(() => {})));
      await drop();
    },
  };
}
