// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/**
 * What a backup or a restore works on, from the server's own variables: the database
 * (DATABASE_URL, or the embedded one in DATA_DIR/db) and the media (the S3 bucket, or
 * DATA_DIR/media on disk).
 * @param {NodeJS.ProcessEnv} env
 */
export function backupTarget(env) {
  const dataDirText = env.DATA_DIR?.trim() || 'data';
  const dataDir = isAbsolute(dataDirText) ? dataDirText : join(root, dataDirText);
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  const bucket = env.S3_BUCKET?.trim() || null;
  return {
    databaseUrl,
    dataDir,
    embeddedDir: join(dataDir, 'db'),
    mediaDir: join(dataDir, 'media'),
    /** The secret made for this machine when AUTH_SECRET is unset (development-secret.ts). */
    secretFile: join(dataDir, 'auth-secret'),
    bucket,
  };
}

/** The newest migration this code knows: a backup records it, a restore compares. */
export function schemaVersion() {
  const journal = JSON.parse(
    readFileSync(join(root, 'apps/api/drizzle/meta/_journal.json'), 'utf8'),
  );
  const entries = /** @type {{ tag: string }[]} */ (journal.entries);
  return entries[entries.length - 1]?.tag ?? 'none';
}

/** @param {string} dir */
export const manifestPath = (dir) => join(dir, 'manifest.json');

/** @param {string} dir */
export function readManifest(dir) {
  const path = manifestPath(dir);
  if (!existsSync(path)) throw new Error(`${dir} holds no manifest.json: not a Souq backup`);
  return JSON.parse(readFileSync(path, 'utf8'));
}
