/**
 * `npm run bench -- --search-quality`: how well product search finds what shoppers mean, on the
 * demo catalogue. Runs every labelled query of search-quality-cases.json (written from
 * apps/api/src/seed/data) uncached against a fresh server with the demo data (or --url, an
 * already running one) and prints, overall and per kind of query:
 * - recall@10: of the products a query must find (top3, top10, first), the share in the first 10;
 * - precision@3: of the first min(3, relevant) results, the share that is relevant;
 * - MRR: mean of 1 / rank of the first relevant result (0 when none is in the first 10);
 * - passed: queries whose every label holds (top3 in the first 3, first at rank 1, top10 in
 *   the first 10, notTop3 outside the first 3, absent outside the first 10).
 * Options: --port N, --url URL, --verbose (every failed query with what came back).
 * Measurement, not a test: apps/api/test/search-quality.test.ts holds the floor.
 */

import { readFileSync } from 'node:fs';
import { startServer } from '../lib/server.mjs';

const { cases } = JSON.parse(
  readFileSync(new URL('./search-quality-cases.json', import.meta.url), 'utf8'),
);

/** The labels of one case against the names the search returned, best first. */
export function scoreCase(testCase, names) {
  const relevant = new Set([
    ...(testCase.top3 ?? []),
    ...(testCase.top10 ?? []),
    ...(testCase.first ? [testCase.first] : []),
  ]);
  const first10 = names.slice(0, 10);
  const failures = [];
  for (const name of testCase.top3 ?? [])
    if (!names.slice(0, 3).includes(name)) failures.push(`not in top 3: ${name}`);
  for (const name of testCase.top10 ?? [])
    if (!first10.includes(name)) failures.push(`not in top 10: ${name}`);
  if (testCase.first && names[0] !== testCase.first) failures.push(`not first: ${testCase.first}`);
  for (const name of testCase.notTop3 ?? [])
    if (names.slice(0, 3).includes(name)) failures.push(`in top 3: ${name}`);
  for (const name of testCase.absent ?? [])
    if (first10.includes(name)) failures.push(`found: ${name}`);
  if (relevant.size === 0) return { failures };
  const k = Math.min(3, relevant.size);
  const rank = first10.findIndex((name) => relevant.has(name));
  return {
    failures,
    recall: first10.filter((name) => relevant.has(name)).length / relevant.size,
    precision: names.slice(0, k).filter((name) => relevant.has(name)).length / k,
    reciprocalRank: rank < 0 ? 0 : 1 / (rank + 1),
  };
}

const mean = (values) =>
  values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;
const fixed = (value) => (value === null ? '-' : value.toFixed(3));

function summarise(scored) {
  const measured = scored.filter((s) => s.recall !== undefined);
  return {
    queries: scored.length,
    passed: `${scored.filter((s) => s.failures.length === 0).length}/${scored.length}`,
    'recall@10': fixed(mean(measured.map((s) => s.recall))),
    'precision@3': fixed(mean(measured.map((s) => s.precision))),
    MRR: fixed(mean(measured.map((s) => s.reciprocalRank))),
  };
}

export async function runSearchQualityBench({ port = 3209, url = '', verbose = false }) {
  const server = url ? null : await startServer({ port });
  const base = url || server.url;
  try {
    const scored = [];
    for (const testCase of cases) {
      const query = `q=${encodeURIComponent(testCase.q)}&limit=10`;
      const res = await fetch(`${base}/functions/v1/export-products?${query}`, {
        headers: { 'cache-control': 'no-cache' },
      });
      if (!res.ok) throw new Error(`${testCase.q}: HTTP ${res.status}`);
      const names = (await res.json()).data.map((product) => product.name);
      scored.push({ ...testCase, names, ...scoreCase(testCase, names) });
    }
    const kinds = [...new Set(scored.map((s) => s.kind))];
    const rows = [
      { kind: 'all', ...summarise(scored) },
      ...kinds.map((kind) => ({ kind, ...summarise(scored.filter((s) => s.kind === kind)) })),
    ];
    console.table(rows);
    const failed = scored.filter((s) => s.failures.length > 0);
    for (const s of verbose ? failed : failed.slice(0, 15)) {
      console.log(
        `✗ [${s.kind}] ${s.q}: ${s.failures.join('; ')}\n    got: ${s.names.join(' | ')}`,
      );
    }
    if (!verbose && failed.length > 15) console.log(`… ${failed.length - 15} more (--verbose)`);
  } finally {
    server?.stop();
  }
}
