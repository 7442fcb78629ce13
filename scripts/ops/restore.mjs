#!/usr/bin/env node
// @ts-check
/**
 * `npm run restore -- <dir>`: puts a backup made by `npm run backup` back, with the server's
 * own variables, while the server is stopped:
 * - PostgreSQL: pg_restore into DATABASE_URL, which must be an empty database (create one:
 *   `createdb souq`), or with --replace, whose objects are dropped first;
 * - the embedded database: DATA_DIR/db, which must not exist (or --replace);
 * - media on disk: DATA_DIR/media, likewise;
 * - the machine's own auth secret (DATA_DIR/auth-secret), when the backup holds one and
 *   DATA_DIR has none, so sessions issued before the backup stay valid.
 * The next `npm start` migrates a backup of an older release forward (migrations keep data).
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { backupTarget, readManifest } from './backup-target.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { replace: { type: 'boolean', default: false } },
});
/** @param {string} message @returns {never} */
function fail(message) {
  process.stderr.write(`restore: ${message}\n`);
  process.exit(1);
}
if (!positionals[0]) fail('name the backup directory: npm run restore -- backups/souq-…');
const dir = resolve(/** @type {string} */ (positionals[0]));
const target = backupTarget(process.env);

/** @param {string} program @param {string[]} args */
const run = (program, args) => execFileSync(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
const isEmptyDir = (/** @type {string} */ path) =>
  !existsSync(path) || readdirSync(path).length === 0;

/** @param {string} url */
async function tablesIn(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}

try {
  const manifest = readManifest(dir);
  if (manifest.database === 'postgres') {
    if (!target.databaseUrl)
      fail('this backup is of PostgreSQL: set DATABASE_URL to an empty database');
    const tables = await tablesIn(target.databaseUrl);
    if (tables > 0 && !values.replace) {
      fail(
        `DATABASE_URL already holds ${tables} tables: restore into an empty database, or add --replace`,
      );
    }
    run('pg_restore', [
      '--no-owner',
      '--exit-on-error',
      ...(values.replace ? ['--clean', '--if-exists'] : []),
      '--dbname',
      target.databaseUrl,
      join(dir, 'database.dump'),
    ]);
  } else {
    if (target.databaseUrl) fail('this backup is of the embedded database: unset DATABASE_URL');
    if (!isEmptyDir(target.embeddedDir)) {
      if (!values.replace) fail(`${target.embeddedDir} exists: stop the server and add --replace`);
      rmSync(target.embeddedDir, { recursive: true, force: true });
    }
    mkdirSync(target.dataDir, { recursive: true });
    run('tar', ['-C', target.dataDir, '-xf', join(dir, 'embedded-db.tar')]);
  }
  if (manifest.media === 'disk') {
    if (!isEmptyDir(target.mediaDir)) {
      if (!values.replace) fail(`${target.mediaDir} is not empty: add --replace`);
      rmSync(target.mediaDir, { recursive: true, force: true });
    }
    mkdirSync(target.dataDir, { recursive: true });
    run('tar', ['-C', target.dataDir, '-xf', join(dir, 'media.tar')]);
  }
  const secret = join(dir, 'auth-secret');
  if (existsSync(secret) && !existsSync(target.secretFile)) {
    mkdirSync(target.dataDir, { recursive: true });
    copyFileSync(secret, target.secretFile);
    chmodSync(target.secretFile, 0o600);
  }
  const media = String(manifest.media).startsWith('s3:')
    ? `media stay in bucket ${String(manifest.media).slice(3)}`
    : `media: ${manifest.media}`;
  process.stdout.write(
    `restored ${manifest.database} backup of ${manifest.created_at} (schema ${manifest.schema_version}); ${media}\n`,
  );
} catch (error) {
  const stderr = /** @type {{ stderr?: Buffer }} */ (error).stderr?.toString().trim();
  fail(stderr || /** @type {Error} */ (error).message);
}
