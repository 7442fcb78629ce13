#!/usr/bin/env node
/**
 * `npm run lighthouse [path ...]`: Lighthouse 12 (mobile profile: Moto G Power, slow 4G,
 * 4x CPU slowdown) with Debian's Chromium against the built app. Prints the four scores per
 * page and writes the full reports to reports/lighthouse/. Run `npm run build` first.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from './lib/chromium.mjs';
import { startServer } from './lib/server.mjs';

const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/'];
const server = process.env.LIGHTHOUSE_URL ? null : await startServer({ port: 3201 });
const base = process.env.LIGHTHOUSE_URL ?? server.url;
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: chromiumFlags,
});
mkdirSync('reports/lighthouse', { recursive: true });
const rows = [];
try {
  for (const page of pages) {
    // One warm-up load so the server's first-request work (image presets) is not measured.
    await fetch(base + page);
    const result = await lighthouse(base + page, {
      port: chrome.port,
      output: 'html',
      logLevel: 'error',
    });
    const { categories, audits } = result.lhr;
    const score = (c) => Math.round((categories[c]?.score ?? 0) * 100);
    rows.push({
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      FCP: audits['first-contentful-paint'].displayValue,
      LCP: audits['largest-contentful-paint'].displayValue,
      TBT: audits['total-blocking-time'].displayValue,
      CLS: audits['cumulative-layout-shift'].displayValue,
    });
    const name = page === '/' ? 'landing' : page.replaceAll('/', '_').replace(/^_/, '');
    writeFileSync(`reports/lighthouse/${name}.html`, result.report);
    writeFileSync(`reports/lighthouse/${name}.json`, JSON.stringify(result.lhr, null, 1));
  }
} finally {
  await chrome.kill();
  server?.stop();
}
console.table(rows);
