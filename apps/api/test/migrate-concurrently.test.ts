import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { migrationsFolder } from '../src/locations';
import { databaseUrlFor } from './helpers/database-url';

const template = inject('testDatabase');

/**
 * Three API processes started at once on an empty PostgreSQL database (systemd starting
 * souq@3001..3003, deploy/systemd) all come up: one migrates, the others wait for it.
 * PostgreSQL only: one process owns an embedded database.
 */
describe.skipIf(template.kind !== 'postgres')('migrations from several processes at once', () => {
  it('applies every migration once and fails none of the processes', async () => {
    if (template.kind !== 'postgres') return;
    // The run's prefix: global-setup drops it should this test fail half way.
    const name = `souq_t_${template.runId}_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: template.serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = databaseUrlFor(template.serverUrl, name);
    const processes = await Promise.all([1, 2, 3].map(() => openDatabase({ url })));
    try {
      const results = await Promise.allSettled(processes.map((database) => database.migrate()));
      expect(results.map((result) => result.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'fulfilled',
      ]);

      const journal = JSON.parse(
        readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
      );
      const applied = new pg.Client({ connectionString: url });
      await applied.connect();
      const { rows } = await applied
        .query(
          'select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
        )
        .finally(() => applied.end());
      expect(rows[0]).toEqual({ n: journal.entries.length, distinct: journal.entries.length });
    } finally {
      await Promise.all(processes.map((database) => database.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
