/**
 * The reels screens on a phone over Lighthouse's slow-4G figures (150 ms round trip,
 * 1.6 Mbit/s down, 750 kbit/s up) with the CPU slowed 4x, throttled in the browser itself
 * (DevTools throttling) rather than simulated: when the first poster is painted, when the
 * first video starts playing, and what was downloaded by then. HTTP cache off, service
 * worker blocked: a first visit.
 */
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../lib/chromium.mjs';

const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** Runs in the page before anything else: first poster paint and first video playing. */
function recordTimings() {
  window.__reels = { poster: null, playing: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const tag = entry.element?.tagName;
      if (window.__reels.poster === null && (tag === 'IMG' || tag === 'VIDEO') && entry.url) {
        window.__reels.poster = entry.startTime;
      }
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  document.addEventListener(
    'playing',
    () => {
      window.__reels.playing ??= performance.now();
    },
    true,
  );
}

export async function measureReelsOnSlow4g(baseUrl, path, { playVideo }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const urls = new Map();
    const bytes = { video: 0, poster: 0, other: 0 };
    // Counted as bytes arrive: a video's range request is still streaming when it plays.
    cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
    cdp.on('Network.dataReceived', (e) => {
      const url = urls.get(e.requestId) ?? '';
      const kind = /\.mp4/.test(url)
        ? 'video'
        : /\/media\/videos\/.+\.webp/.test(url)
          ? 'poster'
          : 'other';
      bytes[kind] += e.encodedDataLength;
    });
    await page.addInitScript(recordTimings);
    await page.goto(baseUrl + path, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__reels?.poster !== null, null, { timeout: 30_000 });
    if (playVideo) {
      await page.waitForFunction(() => window.__reels.playing !== null, null, { timeout: 30_000 });
    } else {
      await page.waitForTimeout(4000);
    }
    const timings = await page.evaluate(() => window.__reels);
    return { ...timings, bytes };
  } finally {
    await browser.close();
  }
}
