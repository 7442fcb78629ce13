import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { buildCompiledServer } from './helpers/compiled';
import { databaseUrlFor } from './helpers/database-url';

/**
 * Migrating a database takes seconds (PGlite's first open of a data directory runs initdb),
 * so it happens once per run: a migrated template that every test file clones cheaply.
 * PGlite: a data directory copied per file. PostgreSQL (TEST_DATABASE_URL): a template
 * database that each file clones with CREATE DATABASE ... TEMPLATE.
 */
export default async function setup(project: TestProject) {
  // Tests that start the server or the CLI as a process run the compiled one (helpers/compiled.ts).
  buildCompiledServer();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `souq_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const database = await openDatabase({ url: databaseUrlFor(serverUrl, template) });
    await database.migrate();
    await database.close();
    project.provide('testDatabase', { kind: 'postgres', serverUrl, template, runId: process.pid });
    return async () => {
      const leftovers = await admin.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`souq_t_${process.pid}_%`],
      );
      for (const { datname } of leftovers.rows) {
        await admin.query(`drop database if exists ${datname} with (force)`);
      }
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }

  const templateDir = await mkdtemp(join(tmpdir(), 'souq-pglite-template-'));
  const database = await openDatabase({ dataDir: templateDir });
  await database.migrate();
  await database.close();
  project.provide('testDatabase', { kind: 'pglite', templateDir });
  return async () => {
    await rm(templateDir, { recursive: true, force: true });
  };
}

export type TestDatabaseTemplate =
  | { kind: 'pglite'; templateDir: string }
  | { kind: 'postgres'; serverUrl: string; template: string; runId: number };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseTemplate;
  }
}
