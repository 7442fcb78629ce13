import { expect, type Page, test } from '@playwright/test';
import { pwaText } from '../../packages/domain/src/locales/ar/pwa';
import { asDemoShopper } from '../support/accounts';

/** Data saver: a browser asking to save data gets the data saver without touching a switch. */

test.use(asDemoShopper);

/** Chromium's Network Information API, saying what a phone with Data Saver on says. */
async function browserSavesData(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ saveData: true, effectiveType: '4g', addEventListener() {} }),
    });
  });
}

/** Every picture under /media the page asks for, with its query. */
function mediaImageRequests(page: Page): URL[] {
  const seen: URL[] = [];
  // On the context: it also sees the requests the service worker answers or makes.
  page.context().on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/media/') && request.resourceType() === 'image') seen.push(url);
  });
  return seen;
}

test('Save-Data turns the data saver on: thumbnails only in lists, no autoplay', async ({
  page,
}) => {
  await browserSavesData(page);

  await page.goto('/mobile/settings');
  await expect(page.getByRole('switch', { name: pwaText.dataSaver })).toBeChecked();

  const images = mediaImageRequests(page);
  // The product list, then the landing page's featured products and shops.
  for (const list of ['/mobile/products', '/']) {
    const before = images.length;
    await page.goto(list);
    await expect.poll(() => images.length).toBeGreaterThan(before);
    await page.mouse.wheel(0, 2000);
    await page.waitForLoadState('networkidle');
  }
  expect(images.map((url) => url.searchParams.get('preset'))).toEqual(
    images.map(() => 'thumbnail'),
  );

  await page.goto('/mobile/reels');
  const play = page.getByRole('button', { name: /^تشغيل فيديو/ });
  await expect(play.first()).toBeVisible();
  await expect(page.locator('video[data-active]')).not.toHaveAttribute('src', /.+/);
  await play.first().click();
  await expect(page.locator('video[data-active]')).toHaveAttribute('src', /\/media\//);
});

test('the shopper can switch the data saver off, and it stays off', async ({ page }) => {
  await browserSavesData(page);
  await page.goto('/mobile/settings');
  const toggle = page.getByRole('switch', { name: pwaText.dataSaver });
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: pwaText.dataSaver })).not.toBeChecked();
});
