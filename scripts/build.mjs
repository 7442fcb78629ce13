/**
 * `npm run build`: the API as JavaScript (build-api.mjs) and the web app (Vite), each skipped
 * when its inputs have not changed since it was last built (lib/build-stamp.mjs). `--force`
 * builds both anyway.
 */

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApi } from './build-api.mjs';
import { inputsHash, isCurrent, markCurrent } from './lib/build-stamp.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const force = process.argv.includes('--force');

await buildApi({ force });

const webDist = `${root}apps/web/dist`;
const webHash = inputsHash(
  root,
  ['apps/web', 'packages/domain/src', 'package-lock.json'],
  ['VITE_API_BASE_URL', 'VITE_SELLER_SITE_URL', 'VITE_SUPPORT_EMAIL', 'VITE_SUPPORT_PHONE'],
);
// The server's copy of the screens (decision 038) is part of the web build.
const serverCopy = `${root}apps/web/dist-server/entry-server.js`;
if (!force && isCurrent(webDist, webHash) && existsSync(serverCopy)) {
  console.log('web app current: apps/web/dist (inputs unchanged)');
} else {
  const started = Date.now();
  const vite = spawnSync('npm', ['run', 'build', '--silent', '-w', '@souq/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (vite.status !== 0) process.exit(vite.status ?? 1);
  markCurrent(webDist, webHash);
  console.log(`web app built: apps/web/dist in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
