/**
 * `npm run bench`: every issue 20 figure with its target in one table (report.mjs): catalogue
 * lists and searches at 100,000 products cached and uncached, create-order, server memory on
 * PostgreSQL and embedded, compiled start-up, Lighthouse on every shopper page and the seller
 * console, the reels LCP. Options: --skip-generate (reuse souq_bench), --seconds N (per load
 * run, default 10). About 15 minutes. Nothing here is a pass/fail test.
 *
 * `npm run bench -- --demo`: API throughput and latency against a fresh server with the demo
 * data (PGlite by default, PostgreSQL when DATABASE_URL is set); each scenario 10 s with 20
 * connections on loopback.
 *
 * `npm run bench -- --catalogue`: the product list and search at 100,000 products on the local
 * PostgreSQL instead (catalogue.mjs). Options: --skip-generate (reuse souq_bench), --seconds N,
 * --only <list|search|part of a scenario name>, --pass memory|database.
 *
 * `npm run bench -- --dashboard`: the admin dashboard's aggregates at 100,000 orders on the local
 * PostgreSQL (dashboard.mjs): best and median ms for 7, 30 and 90 days. Options:
 * --skip-generate (reuse souq_bench's catalogue; its orders are always refilled), --runs N.
 *
 * `npm run bench -- --orders`: create-order throughput and p95 at 20 concurrent buyers on the
 * local PostgreSQL (orders.mjs). Options: --seconds N, --port N.
 *
 * `npm run bench -- --order-stream`: 200 open seller order streams (40 stores made through the
 * API, 5 each) while shoppers place 50 orders/s for 20 s: events delivered (must be all, none
 * on a wrong store's stream) and delivery latency p50/p95/max (order-stream.mjs). Options:
 * --seconds N, --port N, --postgres (two API processes on the local PostgreSQL).
 *
 * `npm run bench -- --map`: the vendors map at 1,000 vendors in headless Chromium
 * (vendors-map.mjs). Options: --skip-generate, --cpu N (CPU slowdown), --port N.
 *
 * `npm run bench -- --pages`: first-visit JavaScript per page, the reels screens on slow 4G
 * and Lighthouse's verdict (pages.mjs). Needs `npm run build`. Options: --port N.
 *
 * `npm run bench -- --search-quality`: recall@10, precision@3 and MRR of product search over the
 * labelled queries of search-quality-cases.json, on the demo data (search-quality.mjs).
 * Options: --port N, --url URL (an already running server), --verbose.
 *
 * `npm run bench -- --robustness`: GET /api/health latency every 20 ms, idle and while 4
 * connections upload ~5 MB JPEG delivery proofs and 4 more POST anonymous 1 MB JSON junk to
 * sign-out and the newsletter, on the embedded default (PGlite with the demo data); with the
 * server's RSS before and at peak and the target health < 50 ms, p95 and max
 * (robustness.mjs). Options: --seconds N (default 10), --port N.
 */

import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startServer } from '../lib/server.mjs';
import { runCatalogueBench } from './catalogue.mjs';
import { runDashboardBench } from './dashboard.mjs';
import { runOrderStreamBench } from './order-stream.mjs';
import { runOrdersBench } from './orders.mjs';
import { runPagesBench } from './pages.mjs';
import { runReport } from './report.mjs';
import { runRobustnessBench } from './robustness.mjs';
import { runSearchQualityBench } from './search-quality.mjs';
import { runVendorsMapBench } from './vendors-map.mjs';

const { values: options } = parseArgs({
  options: {
    catalogue: { type: 'boolean', default: false },
    demo: { type: 'boolean', default: false },
    dashboard: { type: 'boolean', default: false },
    runs: { type: 'string', default: '10' },
    orders: { type: 'boolean', default: false },
    'order-stream': { type: 'boolean', default: false },
    postgres: { type: 'boolean', default: false },
    map: { type: 'boolean', default: false },
    pages: { type: 'boolean', default: false },
    robustness: { type: 'boolean', default: false },
    'search-quality': { type: 'boolean', default: false },
    url: { type: 'string', default: '' },
    verbose: { type: 'boolean', default: false },
    cpu: { type: 'string', default: '1' },
    port: { type: 'string', default: '3206' },
    'skip-generate': { type: 'boolean', default: false },
    seconds: { type: 'string', default: '10' },
    only: { type: 'string', default: '' },
    pass: { type: 'string', default: '' },
  },
});
if (options.map) {
  await runVendorsMapBench({
    generate: !options['skip-generate'],
    cpu: Number(options.cpu),
    port: Number(options.port),
  });
  process.exit(0);
}
if (options.pages) {
  await runPagesBench({ port: Number(options.port) });
  process.exit(0);
}
if (options['search-quality']) {
  await runSearchQualityBench({
    port: process.argv.includes('--port') ? Number(options.port) : 3209,
    url: options.url,
    verbose: options.verbose,
  });
  process.exit(0);
}
if (options.robustness) {
  await runRobustnessBench({ seconds: Number(options.seconds), port: Number(options.port) });
  process.exit(0);
}
if (options['order-stream']) {
  await runOrderStreamBench({
    seconds: process.argv.includes('--seconds') ? Number(options.seconds) : 20,
    port: process.argv.includes('--port') ? Number(options.port) : 3208,
    postgres: options.postgres,
  });
  process.exit(0);
}
if (options.orders) {
  await runOrdersBench({
    seconds: Number(options.seconds),
    // BENCH_PORT: another port, for benchmarks run side by side on one machine.
    port: Number(process.argv.includes('--port') ? options.port : (process.env.BENCH_PORT ?? 3206)),
  });
  process.exit(0);
}
if (options.dashboard) {
  await runDashboardBench({ generate: !options['skip-generate'], runs: Number(options.runs) });
  process.exit(0);
}
if (options.catalogue) {
  await runCatalogueBench({
    generate: !options['skip-generate'],
    seconds: Number(options.seconds),
    only: options.only,
    pass: options.pass,
  });
  process.exit(0);
}

if (!options.demo) {
  await runReport({ generate: !options['skip-generate'], seconds: Number(options.seconds) });
  process.exit(0);
}

const serverRssMb = (pid) =>
  Math.round(
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024,
  );

/** p99TargetMs: latency target on the 2-core reference machine. */
const scenarios = [
  { name: 'health', path: '/api/health', p99TargetMs: 50 },
  { name: 'products page 1', path: '/functions/v1/export-products?limit=20', p99TargetMs: 250 },
  {
    name: 'products search',
    path: '/functions/v1/export-products?q=%D8%B2%D9%8A%D8%AA&limit=20',
    p99TargetMs: 300,
  },
  { name: 'categories', path: '/functions/v1/export-categories', p99TargetMs: 150 },
  { name: 'landing html', path: '/', p99TargetMs: 50 },
];

const server = await startServer({ port: 3202 });
const rows = [];
try {
  for (const scenario of scenarios) {
    const result = await autocannon({
      url: server.url + scenario.path,
      connections: 20,
      duration: 10,
    });
    rows.push({
      scenario: scenario.name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'p99 target': scenario.p99TargetMs,
      errors: result.errors + result.non2xx,
      'server RSS MB': serverRssMb(server.pid),
    });
  }
} finally {
  server.stop();
}
console.table(rows);
