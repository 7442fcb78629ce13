#!/usr/bin/env node
/** Prints one closing line for the whole `npm test`: "tests: N passed, N failed". */
import { existsSync, readFileSync } from 'node:fs';

const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null);
let passed = 0;
let failed = 0;
let skipped = 0;

// The Vitest projects, then the cluster suite (its own Vitest run, scripts/test.sh).
for (const vitest of [read('reports/vitest.json'), read('reports/cluster.json')]) {
  if (!vitest) continue;
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}
const playwright = read('reports/playwright.json');
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
  skipped += playwright.stats.skipped;
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
