import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Outside production, without AUTH_SECRET: a random secret made on first start and kept in
 * DATA_DIR/auth-secret (readable by the owner only), so sign-ins survive restarts and no
 * secret from the source code ever signs anything.
 */
export function persistedDevelopmentSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret');
  const existing = readSecret(file);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(48).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Two processes starting at once: the other one wrote it first; use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const written = readSecret(file);
  if (!written) throw new Error(`could not read the generated secret in ${file}`);
  return written;
}

function readSecret(file: string): string | null {
  try {
    const secret = readFileSync(file, 'utf8').trim();
    return secret.length >= 32 ? secret : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
