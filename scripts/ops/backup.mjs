#!/usr/bin/env node
// @ts-check
/**
 * `npm run backup -- [dir]`: a backup of the marketplace into dir (default
 * backups/souq-<time>), with the server's own variables (DATABASE_URL, DATA_DIR, S3_*):
 * - PostgreSQL: `pg_dump --format=custom`, one consistent snapshot taken while the server runs;
 * - the embedded database (no DATABASE_URL): a copy of DATA_DIR/db, only with --server-stopped
 *   (PGlite is one process's files: copied while it writes, the copy could be torn);
 * - media on disk: DATA_DIR/media as media.tar; media in S3 stay in the bucket (back it up with
 *   the bucket's own versioning or replication: docs/operations.md), the manifest names it.
 * - DATA_DIR/auth-secret, the secret made for this machine when AUTH_SECRET is unset: without
 *   it no session cookie or bearer token issued before would be accepted after a restore (with
 *   AUTH_SECRET set, keep that variable with the backup instead);
 * manifest.json records what is there and the schema version, for `npm run restore`.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { backupTarget, manifestPath, schemaVersion } from './backup-target.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'server-stopped': { type: 'boolean', default: false } },
});
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
const dir = resolve(positionals[0] ?? join('backups', `souq-${stamp}`));
const target = backupTarget(process.env);

/** @param {string} message @returns {never} */
function fail(message) {
  process.stderr.write(`backup: ${message}\n`);
  process.exit(1);
}

if (existsSync(dir) && readdirSync(dir).length > 0)
  fail(`${dir} is not empty; name a new directory`);
if (!target.databaseUrl && !values['server-stopped']) {
  fail(
    'the embedded database (no DATABASE_URL) can only be copied while the server is stopped: stop it, then run `npm run backup -- --server-stopped`',
  );
}
mkdirSync(dir, { recursive: true });

/** @param {string} program @param {string[]} args */
const run = (program, args) => execFileSync(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });

try {
  if (target.databaseUrl) {
    run('pg_dump', [
      '--format=custom',
      '--no-owner',
      // Rate-limit counters and the geocoder's cache (unlogged: throwaway by design).
      '--no-unlogged-table-data',
      '--file',
      join(dir, 'database.dump'),
      target.databaseUrl,
    ]);
  } else {
    if (!existsSync(target.embeddedDir)) fail(`no embedded database in ${target.embeddedDir}`);
    run('tar', ['-C', target.dataDir, '-cf', join(dir, 'embedded-db.tar'), 'db']);
  }
  const mediaOnDisk = !target.bucket;
  if (mediaOnDisk && existsSync(target.mediaDir)) {
    run('tar', ['-C', target.dataDir, '-cf', join(dir, 'media.tar'), 'media']);
  }
  const secret = existsSync(target.secretFile);
  if (secret) copyFileSync(target.secretFile, join(dir, 'auth-secret'));
  const manifest = {
    created_at: new Date().toISOString(),
    schema_version: schemaVersion(),
    database: target.databaseUrl ? 'postgres' : 'embedded',
    media: mediaOnDisk ? (existsSync(target.mediaDir) ? 'disk' : 'none') : `s3:${target.bucket}`,
    auth_secret: secret ? 'included' : 'AUTH_SECRET (keep it with this backup)',
  };
  writeFileSync(manifestPath(dir), `${JSON.stringify(manifest, null, 2)}\n`);
  process.stdout.write(
    `backup written to ${dir} (${manifest.database}, media: ${manifest.media})\n`,
  );
} catch (error) {
  const stderr = /** @type {{ stderr?: Buffer }} */ (error).stderr?.toString().trim();
  fail(stderr || /** @type {Error} */ (error).message);
}
