/**
 * `npm run build:api`: the API server as plain JavaScript, so production runs no TypeScript
 * transpiler (docs/decisions/022-compiled-server.md). esbuild bundles apps/api/src's entry
 * points and the domain package into ES modules in apps/api/dist, one chunk per lazily loaded
 * part (the demo seed and its image renderer load only when seeding); every npm package stays
 * an import of node_modules. The output sits at the same depth as apps/api/src, which
 * apps/api/src/locations.ts relies on to find the repository. Takes well under a second.
 */

import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { inputsHash, isCurrent, markCurrent } from './lib/build-stamp.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const outdir = `${root}apps/api/dist`;

/** The workspace's domain package is TypeScript source: bundled, never left to Node. */
const domainSource = {
  name: 'domain-source',
  setup(b) {
    b.onResolve({ filter: /^@souq\/domain\// }, (args) => ({
      path: `${root}packages/domain/src/${args.path.slice('@souq/domain/'.length)}.ts`,
    }));
  },
};

/** Skipped when nothing it bundles changed (`force`: build anyway). */
export async function buildApi({ quiet = false, force = false } = {}) {
  const hash = inputsHash(root, ['apps/api/src', 'packages/domain/src', 'package-lock.json']);
  if (!force && isCurrent(outdir, hash)) {
    if (!quiet) console.log('api current: apps/api/dist (inputs unchanged)');
    return;
  }
  const started = Date.now();
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: {
      main: 'apps/api/src/main.ts',
      stores: 'apps/api/src/cli/stores.ts',
      seed: 'apps/api/src/seed/cli.ts',
    },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    packages: 'external',
    plugins: [domainSource],
    sourcemap: 'linked',
    // Chunks beside the entries: whichever file ends up holding locations.ts must sit at
    // apps/api/dist/*.js.
    chunkNames: 'chunk-[hash]',
    metafile: true,
    logLevel: 'warning',
  });
  const bytes = Object.entries(result.metafile.outputs)
    .filter(([file]) => file.endsWith('.js'))
    .reduce((sum, [, output]) => sum + output.bytes, 0);
  markCurrent(outdir, hash);
  if (!quiet) {
    console.log(
      `api built: apps/api/dist (${Math.round(bytes / 1024)} KB of JavaScript) in ${Date.now() - started} ms`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildApi({
    quiet: process.argv.includes('--quiet'),
    force: process.argv.includes('--force'),
  });
}
