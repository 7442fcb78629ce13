/**
 * Lighthouse 12 with its default mobile profile (Moto G Power, slow 4G, 4x CPU slowdown,
 * simulated throttling) in Debian's Chromium. Shared by `npm run lighthouse` and the pages
 * benchmark. Returns one row of scores and timings per page, plus each full report.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from './chromium.mjs';

/**
 * @param {string} base
 * @param {string[]} pages
 * @param {{ headers?: Record<string, string> }} [options] sent with every request (a session
 *   cookie for a signed-in page)
 */
export async function runLighthouse(base, pages, { headers } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumFlags,
  });
  const results = [];
  try {
    for (const page of pages) {
      const run = () =>
        lighthouse(base + page, {
          port: chrome.port,
          output: 'html',
          logLevel: 'error',
          ...(headers ? { extraHeaders: headers } : {}),
        });
      // One unrecorded run first, as the phone would load it: the server's first-request work
      // (each picture's sizes made once) shares the 2 cores with the browser and counted as
      // blocking time: measured on '/', 240 ms on a cold server, 110 ms on the next load.
      await run();
      let result = await run();
      // Lighthouse's first navigation in a fresh browser now and then records no navigation
      // start (NO_NAVSTART) and scores nothing: that page is measured once more.
      if (result.lhr.runtimeError?.code === 'NO_NAVSTART') result = await run();
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) {
        results.push({
          row: { page, error: runtimeError.code },
          lcpMs: null,
          report: result.report,
          lhr: result.lhr,
        });
        continue;
      }
      const score = (c) => Math.round((categories[c]?.score ?? 0) * 100);
      results.push({
        row: {
          page,
          performance: score('performance'),
          accessibility: score('accessibility'),
          'best-practices': score('best-practices'),
          seo: score('seo'),
          FCP: audits['first-contentful-paint'].displayValue,
          LCP: audits['largest-contentful-paint'].displayValue,
          TBT: audits['total-blocking-time'].displayValue,
          CLS: audits['cumulative-layout-shift'].displayValue,
        },
        lcpMs: audits['largest-contentful-paint'].numericValue,
        report: result.report,
        lhr: result.lhr,
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
