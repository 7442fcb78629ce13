/**
 * `npm run bench -- --catalogue`: the product list at marketplace scale. Builds `souq_bench`
 * (100,000 products, 1,000 vendors; generate-catalogue.mjs), starts the API on it and measures
 * each scenario twice at 50 connections on loopback, asking for br/gzip as browsers do:
 * - "memory": as shoppers get it, lists served from the in-process cache after the first call;
 * - "database": every request sent with Cache-Control: no-cache, so each one runs its queries
 *   (totals of large plain lists still come from the 30 s count cache, as in production).
 * Bounded: a fixed number of fixed-length runs. Targets: list p95 <= 20 ms, search <= 50 ms.
 */

import { cpus } from 'node:os';
import { startServer } from '../lib/server.mjs';
import { benchDatabaseUrl, generateCatalogue } from './generate-catalogue.mjs';
import { measure } from './measure.mjs';

const list = (name, query) => ({ name, query, p95TargetMs: 20 });
const search = (name, q) => ({
  name,
  query: `q=${encodeURIComponent(q)}&limit=20`,
  p95TargetMs: 50,
});

export const catalogueScenarios = [
  list('list page 1', 'limit=20'),
  list('list deep page (offset 5000)', 'limit=20&offset=5000'),
  list('category filter', 'category=electronics&limit=20'),
  list('price sort', 'sort=price_low&limit=20'),
  search('search two words "هاتف سامسونج"', 'هاتف سامسونج'),
  search('search typo "سامسونق"', 'سامسونق'),
  search('search prefix "سماع"', 'سماع'),
  search('search normalised "احذيه رياضيه"', 'احذيه رياضيه'),
  search('search common word "زيت"', 'زيت'),
];

/** Browsers always ask for compression, so every request does too. */
const browser = { 'accept-encoding': 'br, gzip' };
const passes = [
  { name: 'memory', headers: browser },
  { name: 'database', headers: { ...browser, 'cache-control': 'no-cache' } },
];

export async function runCatalogueBench({
  generate = true,
  seconds = 10,
  connections = 50,
  only = '',
  pass: passName = '',
}) {
  const scenarios = catalogueScenarios.filter((s) => s.name.includes(only));
  const chosenPasses = passes.filter((p) => p.name.includes(passName));
  if (generate) await generateCatalogue({});
  process.env.DATABASE_URL = benchDatabaseUrl();
  process.env.SEED_DEMO = 'false';
  const server = await startServer({ port: 3203 });
  const rows = [];
  try {
    for (const pass of chosenPasses) {
      for (const scenario of scenarios) {
        const url = `${server.url}/functions/v1/export-products?${scenario.query}`;
        // A short unrecorded run first: plans, buffers and (memory pass) the cache warm up.
        await measure({ url, connections: 5, seconds: 1, headers: pass.headers });
        const result = await measure({ url, connections, seconds, headers: pass.headers });
        rows.push({
          scenario: scenario.name,
          served: pass.name,
          ...result,
          'p95 target': scenario.p95TargetMs,
          met: result['p95 ms'] <= scenario.p95TargetMs ? 'yes' : 'NO',
        });
      }
    }
  } finally {
    // Let the requests autocannon abandoned at the deadline finish before the pool closes.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    server.stop();
  }
  console.log(
    `\n${scenarios.length} scenarios x ${chosenPasses.length} passes, ${connections} connections, ` +
      `${seconds} s each, ${cpus().length} CPUs; load = 1/5/15-minute load average after each run`,
  );
  console.table(rows);
}
