#!/usr/bin/env node
// @ts-check
/**
 * Fails when the Drizzle schema (apps/api/src/db/schema) and the SQL migrations
 * (apps/api/drizzle) disagree. Part of `npm run validate`; offline, no database.
 *
 * 1. The folder agrees with drizzle-kit's journal and snapshots (lib/migrations.mjs).
 * 2. `drizzle-kit generate` runs on a throwaway copy of the folder: if it would write a new
 *    migration, the schema has changes no migration carries. drizzle-kit compares the schema
 *    with the newest snapshot only, so hand-written SQL (functions, triggers, backfills in
 *    0000, 0003, 0004) is never taken for drift. The real folder is never written.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { journalProblems } from './lib/migrations.mjs';

const root = resolve(import.meta.dirname, '..');
const apiDir = join(root, 'apps/api');
const folder = join(apiDir, 'drizzle');
const fix =
  'write the migration with `npm run db:generate -w @souq/api` (or by hand for SQL drizzle-kit cannot express) and commit it with its meta/ files';

/** @param {string} path */
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
/** @param {string} dir @param {RegExp} pattern */
const filesIn = (dir, pattern) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => pattern.test(name))
        .sort()
    : [];

/** @param {string[]} lines @returns {never} */
function fail(lines) {
  for (const line of lines) console.error(`migrations: ${line}`);
  process.exit(1);
}

// 1. Journal, files and snapshots.
const sqlFiles = filesIn(folder, /\.sql$/);
const snapshotFiles = filesIn(join(folder, 'meta'), /_snapshot\.json$/);
const journal = readJson(join(folder, 'meta/_journal.json'));
const snapshots = Object.fromEntries(
  snapshotFiles.map((file) => [file, readJson(join(folder, 'meta', file))]),
);
const problems = journalProblems({ sqlFiles, snapshotFiles, journal, snapshots });
if (problems.length > 0) fail(problems);

// 2. What drizzle-kit generate would add to a copy of the folder.
const work = mkdtempSync(join(tmpdir(), 'souq-migrations-'));
try {
  const copy = join(work, 'drizzle');
  cpSync(folder, copy, { recursive: true });
  const before = new Map(
    [...filesIn(copy, /./), ...filesIn(join(copy, 'meta'), /./).map((f) => `meta/${f}`)]
      .filter((name) => name !== 'meta')
      .map((name) => [name, readFileSync(join(copy, name), 'utf8')]),
  );
  // drizzle-kit reads `out` relative to the working directory (apps/api, where the schema path
  // of drizzle.config.ts points from), whatever it looks like.
  const config = join(work, 'drizzle.config.ts');
  writeFileSync(
    config,
    `import config from ${JSON.stringify(join(apiDir, 'drizzle.config.ts'))};\n` +
      `export default { ...config, out: ${JSON.stringify(relative(apiDir, copy))} };\n`,
  );
  const run = spawnSync(
    join(root, 'node_modules/.bin/drizzle-kit'),
    ['generate', '--config', config],
    {
      cwd: apiDir,
      encoding: 'utf8',
      // No one answers drizzle-kit's questions here: it fails fast instead of waiting.
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 120_000,
    },
  );
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}`.trim();

  const after = [
    ...filesIn(copy, /\.sql$/),
    ...filesIn(join(copy, 'meta'), /./).map((f) => `meta/${f}`),
  ];
  const added = after.filter((name) => !before.has(name));
  const changed = after.filter(
    (name) => before.has(name) && before.get(name) !== readFileSync(join(copy, name), 'utf8'),
  );
  if (added.length > 0 || changed.length > 0) {
    const lines = ['the schema has changes that no migration carries.'];
    for (const name of added.filter((n) => n.endsWith('.sql'))) {
      lines.push(`drizzle-kit generate would write ${name}:`);
      lines.push(
        ...readFileSync(join(copy, name), 'utf8')
          .split('\n')
          .map((l) => `  ${l}`),
      );
    }
    // A new migration always adds itself to the journal: only other changes are news.
    for (const name of changed.filter((n) => added.length === 0 || n !== 'meta/_journal.json')) {
      lines.push(`drizzle-kit generate would change ${name}`);
    }
    lines.push(`Fix: ${fix}.`);
    fail(lines);
  }
  if (/Interactive prompts require a TTY/.test(output)) {
    // drizzle-kit asks whether a column or table was renamed when one disappears from the schema.
    const what = /promptColumnsConflicts/.test(output) ? 'a column' : 'a table, enum or other name';
    fail([
      `the schema removes or renames ${what} that no migration does (drizzle-kit asks whether it was renamed).`,
      `Fix: ${fix}.`,
    ]);
  }
  if (run.status !== 0 || !output.includes('No schema changes')) {
    fail([
      run.error
        ? `drizzle-kit generate did not finish: ${run.error.message}`
        : 'drizzle-kit generate failed:',
      ...output.split('\n').map((l) => `  ${l}`),
    ]);
  }
  console.log(
    `migrations: ${sqlFiles.length} migrations in the journal, schema and migrations agree`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
