#!/usr/bin/env node
/** Fails when a file breaks a layer rule (see lib/boundaries.mjs). Part of `npm run lint`. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { findViolations } from './lib/boundaries.mjs';

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((path) => /^(apps|packages)\/.*\.(ts|tsx|mjs|js)$/.test(path));

const files = tracked.flatMap((path) => {
  try {
    return [{ path, source: readFileSync(path, 'utf8') }];
  } catch {
    return []; // deleted in the working tree
  }
});
const violations = findViolations(files);
for (const v of violations) console.error(`${v.file}: imports '${v.import}' — ${v.rule}`);
if (violations.length > 0) process.exit(1);
console.log(`boundaries: ${files.length} files, no violation`);
