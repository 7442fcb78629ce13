#!/usr/bin/env node
/**
 * `npm run lighthouse [path ...]`: Lighthouse 12 (mobile profile: Moto G Power, slow 4G,
 * 4x CPU slowdown) with Debian's Chromium against the built app. Prints the four scores per
 * page and writes the full reports to reports/lighthouse/. Run `npm run build` first.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { runLighthouse } from './lib/lighthouse.mjs';
import { startServer } from './lib/server.mjs';

const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/'];
const server = process.env.LIGHTHOUSE_URL ? null : await startServer({ port: 3201 });
const base = process.env.LIGHTHOUSE_URL ?? server.url;
mkdirSync('reports/lighthouse', { recursive: true });
try {
  const results = await runLighthouse(base, pages);
  for (const { row, report, lhr } of results) {
    const name = row.page === '/' ? 'landing' : row.page.replaceAll('/', '_').replace(/^_/, '');
    writeFileSync(`reports/lighthouse/${name}.html`, report);
    writeFileSync(`reports/lighthouse/${name}.json`, JSON.stringify(lhr, null, 1));
  }
  console.table(results.map((r) => r.row));
} finally {
  server?.stop();
}
