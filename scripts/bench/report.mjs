/**
 * `npm run bench`: every figure issue 20 sets a target for, measured on this machine, in one
 * table with its target and whether it is met:
 * - the compiled server's start-up time and idle memory (PostgreSQL);
 * - the catalogue at 100,000 products on PostgreSQL, 50 connections: lists and searches from
 *   the response cache and uncached (catalogue.mjs), with the server's memory under that load;
 * - create-order at 20 concurrent buyers on PostgreSQL, with the oversell check (orders.mjs);
 * - the embedded default's memory, idle and under load (embedded-memory.mjs);
 * - Lighthouse's mobile performance score on every shopper page and the seller console, and
 *   the reels page's LCP on its simulated slow 4G (after `npm run build`, which runs first).
 * Targets are for the 2-core reference machine; a loaded machine reads lower. Nothing fails.
 */
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { runLighthouse } from '../lib/lighthouse.mjs';
import { startServer } from '../lib/server.mjs';
import { rssMb, signIn } from './api-session.mjs';
import { runCatalogueBench } from './catalogue.mjs';
import { measureEmbeddedMemory } from './embedded-memory.mjs';
import { benchDatabaseUrl } from './generate-catalogue.mjs';
import { runOrdersBench } from './orders.mjs';

const yes = (ok) => (ok ? 'yes' : 'NO');

async function startup(rows) {
  process.env.DATABASE_URL = benchDatabaseUrl();
  process.env.SEED_DEMO = 'false';
  const began = performance.now();
  const server = await startServer({ port: 3212 });
  const ms = Math.round(performance.now() - began);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const mb = rssMb(server.pid);
  server.stop();
  rows.push({
    path: 'compiled server start-up (PostgreSQL)',
    measured: `${(ms / 1000).toFixed(1)} s to healthy, ${mb} MB idle`,
    target: 'compiled JavaScript, reported',
    met: 'yes',
  });
}

function catalogueRows(rows, catalogue) {
  for (const row of catalogue.rows) {
    rows.push({
      path: `${row.served === 'memory' ? 'cached' : 'uncached'}: ${row.scenario}`,
      measured: `${row['req/s'].toLocaleString('en')} req/s, p95 ${row['p95 ms']} ms`,
      target: row.target,
      met: row.met,
    });
  }
  rows.push({
    path: 'server memory, PostgreSQL mode, under list and search load',
    measured: `${catalogue.memory.idleMb} MB idle, ${catalogue.memory.peakMb} MB peak`,
    target: '<= 200 MB under load',
    met: yes(catalogue.memory.peakMb <= 200),
  });
}

function orderRows(rows, orders) {
  rows.push({
    path: 'create-order, 20 buyers (PostgreSQL)',
    measured: `${orders['orders/s']} orders/s, p95 ${orders['p95 ms']} ms, ${orders.oversold} oversold`,
    target: '>= 500 orders/s, p95 <= 60 ms, 0 oversells',
    met: yes(orders['orders/s'] >= 500 && orders['p95 ms'] <= 60 && orders.oversold === 0),
  });
}

async function pageRows(rows) {
  const build = spawnSync('node', ['scripts/build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
  delete process.env.DATABASE_URL;
  process.env.SEED_DEMO = 'true';
  const server = await startServer({ port: 3213, fakeServices: true });
  try {
    const json = async (path) => (await fetch(server.url + path)).json();
    const product = (await json('/functions/v1/export-products?limit=1')).data[0];
    const shopper = [
      '/',
      '/products',
      `/product/${product.id}`,
      `/vendor/${product.vendor_id}`,
      '/mobile',
      '/mobile/products',
      '/mobile/reels',
    ];
    const vendorCookie = await signIn(server.url, {
      email: 'vendor@souq.test',
      password: 'souq-demo-1234',
    });
    // One browser per page: a page measured after others in the same browser was sometimes
    // refused by Lighthouse (NO_NAVSTART on /mobile/reels after /mobile/products).
    const results = [];
    for (const path of shopper) results.push(...(await runLighthouse(server.url, [path])));
    results.push(
      ...(await runLighthouse(server.url, ['/seller'], { headers: { cookie: vendorCookie } })),
    );
    for (const result of results) {
      const page = result.row.page.replace(product.id, '{id}').replace(product.vendor_id, '{id}');
      const score = result.row.performance ?? 0;
      rows.push({
        path: `Lighthouse mobile performance ${page}`,
        measured: result.row.error ?? `${score} (LCP ${result.row.LCP}, TBT ${result.row.TBT})`,
        target: '>= 95',
        met: yes(score >= 95),
      });
      if (page === '/mobile/reels') {
        rows.push({
          path: '/mobile/reels LCP on slow 4G (Lighthouse)',
          measured: `${((result.lcpMs ?? Number.NaN) / 1000).toFixed(2)} s`,
          target: '<= 2.5 s',
          met: yes((result.lcpMs ?? Number.POSITIVE_INFINITY) <= 2500),
        });
      }
    }
  } finally {
    server.stop();
  }
}

export async function runReport({ generate = true, seconds = 10 }) {
  const rows = [];
  const catalogue = await runCatalogueBench({ generate, seconds, quiet: true });
  catalogueRows(rows, catalogue);
  await startup(rows);
  orderRows(rows, await runOrdersBench({ seconds, quiet: true }));
  const embedded = await measureEmbeddedMemory({ seconds });
  rows.push({
    path: 'server memory, embedded mode (PGlite, demo data)',
    measured: `${embedded.idleMb} MB idle, ${embedded.peakMb} MB peak under load`,
    target: '<= 350 MB',
    met: yes(embedded.peakMb <= 350),
  });
  await pageRows(rows);
  console.log(
    `\nIssue 20 targets on this machine: ${cpus().length} CPUs, load ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} at the end; ${seconds} s per load run, 50 connections (orders: 20 buyers)`,
  );
  console.table(rows);
  const met = rows.filter((row) => row.met === 'yes').length;
  console.log(`${met} of ${rows.length} targets met`);
}
