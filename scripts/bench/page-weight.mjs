/**
 * What a first visit to a page downloads, as the browser sees it: every response's bytes on
 * the wire (after the server's br/gzip), grouped by kind, with the HTTP cache off and the
 * service worker blocked so nothing is served from a previous visit. The target
 * ("the products page's initial JS <= 170 KB gzipped", docs/decisions/010-first-visit-weight.md)
 * is read as the JS transferred until the page is idle, not just index.html's entry: lazy
 * route chunks count too.
 */
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../lib/chromium.mjs';

const KIND = [
  [/\.m?js(\?|$)/, 'js'],
  [/\.css(\?|$)/, 'css'],
  [/\.woff2?(\?|$)/, 'font'],
  [/\/api\/|\/functions\//, 'api'],
  [/\.(webp|png|jpe?g|svg|avif)(\?|$)|\/media\//, 'image'],
];
const kindOf = (url) => KIND.find(([re]) => re.test(url))?.[1] ?? 'other';

/**
 * viewport: { width, height }; returns per-kind { bytes, files }, bytes as received
 * (Chromium's encodedDataLength: body and headers).
 */
export async function measurePageWeight(baseUrl, path, viewport = { width: 390, height: 844 }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const urls = new Map();
    const totals = {};
    cdp.on('Network.responseReceived', (e) => urls.set(e.requestId, e.response.url));
    cdp.on('Network.loadingFinished', (e) => {
      const url = urls.get(e.requestId);
      if (!url) return;
      const kind = kindOf(url);
      totals[kind] ??= { bytes: 0, files: 0 };
      totals[kind].bytes += e.encodedDataLength;
      totals[kind].files += 1;
    });
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    // Idle prefetches (popular products after 2 s) belong to the visit too.
    await page.waitForTimeout(3000);
    return { totals };
  } finally {
    await browser.close();
  }
}
