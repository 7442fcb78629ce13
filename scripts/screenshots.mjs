#!/usr/bin/env node
/**
 * `node scripts/screenshots.mjs [path ...]`: full-page screenshots of the built app at
 * 1280x800 and 390x844 into reports/screenshots/, for looking at what shoppers see.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './lib/chromium.mjs';
import { startServer } from './lib/server.mjs';

const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/mobile'];
const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
const server = await startServer({ port: 3203 });
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
});
mkdirSync('reports/screenshots', { recursive: true });
try {
  for (const [label, viewport] of Object.entries(viewports)) {
    const context = await browser.newContext({
      viewport,
      locale: 'ar-SY',
      isMobile: label === 'phone',
    });
    const page = await context.newPage();
    for (const path of pages) {
      await page.goto(server.url + path, { waitUntil: 'networkidle' });
      // Lazy images load as they scroll into view: walk the page once before the shot.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      const name = path === '/' ? 'landing' : path.replaceAll('/', '_').replace(/^_/, '');
      await page.screenshot({ path: `reports/screenshots/${name}-${label}.png`, fullPage: true });
      console.log(`reports/screenshots/${name}-${label}.png`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
}
