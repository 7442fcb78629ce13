/**
 * `npm run bench -- --map`: the vendors map at 1,000 vendors (the souq_bench PostgreSQL
 * catalogue of generate-catalogue.mjs, about 950 of them active) in headless Chromium:
 * navigation to every marker drawn, the vendor list payload (and what include_products=true
 * would have cost, decision 008), long tasks during a filter keystroke and a pan/zoom, and
 * the JS heap. Options: --skip-generate (reuse souq_bench), --cpu N (CPU slowdown, default 1;
 * 4 approximates a cheap phone), --port N. Serves WEB_DIST (build the web app first).
 */

import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../lib/chromium.mjs';
import { startServer } from '../lib/server.mjs';
import { benchDatabaseUrl, generateCatalogue } from './generate-catalogue.mjs';

const kb = (bytes) => Math.round(bytes / 1024);

/** Every page of export-vendors, as the map fetches it (or with products, for comparison). */
async function listBytes(base, withProducts) {
  const page = (offset) =>
    fetch(
      `${base}/functions/v1/export-vendors?limit=100&offset=${offset}` +
        (withProducts ? '&include_products=true' : ''),
      { headers: { 'cache-control': 'no-cache' } },
    ).then((r) => r.text());
  const first = await page(0);
  const { count } = JSON.parse(first);
  const rest = [];
  for (let offset = 100; offset < count; offset += 100) rest.push(page(offset));
  const bodies = [first, ...(await Promise.all(rest))];
  const raw = bodies.reduce((sum, body) => sum + Buffer.byteLength(body), 0);
  const gzip = bodies.reduce((sum, body) => sum + gzipSync(body).length, 0);
  return { count, raw, gzip, requests: bodies.length };
}

/** Long tasks (over 50 ms) recorded since the last reset, from a PerformanceObserver. */
const collectLongTasks = (page) =>
  page.evaluate(() => {
    const tasks = window.__longTasks.splice(0);
    return {
      count: tasks.length,
      totalMs: Math.round(tasks.reduce((sum, ms) => sum + ms, 0)),
      maxMs: Math.round(Math.max(0, ...tasks)),
    };
  });

const settle = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300))),
      ),
  );

export async function runVendorsMapBench({ generate = true, cpu = 1, port = 3206 } = {}) {
  if (generate) await generateCatalogue({});
  process.env.DATABASE_URL = benchDatabaseUrl();
  process.env.SEED_DEMO = 'false';
  const server = await startServer({ port, fakeServices: true });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const lean = await listBytes(server.url, false);
    const full = await listBytes(server.url, true);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await cdp.send('Network.enable');
    const vendorRequests = new Set();
    let wireBytes = 0;
    cdp.on('Network.responseReceived', (e) => {
      if (e.response.url.includes('export-vendors')) vendorRequests.add(e.requestId);
    });
    cdp.on('Network.loadingFinished', (e) => {
      if (vendorRequests.has(e.requestId)) wireBytes += e.encodedDataLength;
    });
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });

    await page.goto(`${server.url}/vendors-map`, { waitUntil: 'commit' });
    await page.waitForSelector(`[data-markers="${lean.count}"]`, { timeout: 120_000 });
    const drawnMs = await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))),
        ),
    );
    await settle(page);
    const loadTasks = await collectLongTasks(page);

    const search = page.getByRole('searchbox');
    await search.click();
    await collectLongTasks(page);
    const typedAt = await page.evaluate(() => performance.now());
    await page.keyboard.type('م');
    await settle(page);
    const keystroke = await collectLongTasks(page);
    const keystrokeMs = Math.round((await page.evaluate(() => performance.now())) - typedAt - 300);
    await search.fill('');
    await settle(page);
    await collectLongTasks(page);

    const box = await page.locator('.leaflet-container').boundingBox();
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) await page.mouse.move(cx + step * 20, cy + step * 10);
    await page.mouse.up();
    await page.mouse.wheel(0, -300);
    await page.waitForTimeout(800);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(800);
    await settle(page);
    const panZoom = await collectLongTasks(page);

    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');

    console.log(
      `\nvendors map, ${lean.count} active vendors, CPU slowdown ${cpu}x, viewport 1280x800`,
    );
    console.table([
      { measure: 'navigation to all markers drawn (ms)', value: Math.round(drawnMs) },
      {
        measure: 'long tasks during load (count / total ms)',
        value: `${loadTasks.count} / ${loadTasks.totalMs}`,
      },
      { measure: 'vendor list requests', value: lean.requests },
      { measure: 'vendor list on the wire, as fetched (KB)', value: kb(wireBytes) },
      {
        measure: 'vendor list JSON, no products (KB raw / gzip)',
        value: `${kb(lean.raw)} / ${kb(lean.gzip)}`,
      },
      {
        measure: 'same with include_products=true (KB raw / gzip)',
        value: `${kb(full.raw)} / ${kb(full.gzip)}`,
      },
      {
        measure: 'filter keystroke: long tasks (count / max ms)',
        value: `${keystroke.count} / ${keystroke.maxMs}`,
      },
      { measure: 'filter keystroke to list settled (ms, approx.)', value: keystrokeMs },
      {
        measure: 'pan + 2 wheel zooms: long tasks (count / max ms)',
        value: `${panZoom.count} / ${panZoom.maxMs}`,
      },
      { measure: 'JS heap used after GC (MB)', value: (heap.usedSize / 2 ** 20).toFixed(1) },
    ]);
    await context.close();
  } finally {
    await browser.close();
    server.stop();
  }
}
