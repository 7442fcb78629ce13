/**
 * "Is this build output still current?" by content, not by clock: a SHA-256 over the inputs'
 * paths and bytes (and the environment variables that change the output) is written into the
 * output folder after a build; the next build with the same hash is skipped. So `npm start`
 * after `npm start` takes seconds, and any edit, checkout or lock-file change rebuilds.
 */

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const STAMP = '.build-hash';
/** Never inputs: outputs, installs, native projects and reports. */
const SKIPPED = new Set(['node_modules', 'dist', 'android', 'reports', 'test-results', '.git']);

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => !SKIPPED.has(entry.name))
    .flatMap((entry) => filesUnder(join(path, entry.name)))
    .sort();
}

/**
 * @param {string} root the repository
 * @param {string[]} inputs files or folders, relative to root
 * @param {string[]} envNames environment variables baked into the output
 */
export function inputsHash(root, inputs, envNames = []) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesUnder(join(root, input)))) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  for (const name of envNames) hash.update(`${name}=${process.env[name] ?? ''}\0`);
  return hash.digest('hex');
}

export function isCurrent(outDir, hash) {
  try {
    return readFileSync(join(outDir, STAMP), 'utf8') === hash;
  } catch {
    return false;
  }
}

export function markCurrent(outDir, hash) {
  writeFileSync(join(outDir, STAMP), hash);
}
