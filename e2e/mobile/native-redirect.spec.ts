import { expect, test } from '@playwright/test';
import { simulateNative } from '../support/page-checks';

/**
 * The spec's native redirect table, through real navigation in the simulated wrapper. The
 * wrapper is a phone app, so this runs on the phone project only.
 */
const table: Array<[string, RegExp]> = [
  ['/', /\/mobile$/],
  ['/cart', /\/mobile\/cart$/],
  ['/products', /\/mobile\/products$/],
  [
    '/product/0b5c8d2e-0000-4000-8000-000000000001',
    /\/mobile\/product\/0b5c8d2e-0000-4000-8000-000000000001$/,
  ],
  ['/vendor/abc', /\/mobile\/vendor\/abc$/],
  ['/settings', /\/mobile\/profile$/],
  ['/profile', /\/mobile\/profile$/],
  ['/reels', /\/mobile\/reels$/],
  ['/vendors-map', /\/mobile\/vendors-map$/],
  ['/orders', /\/mobile\/orders$/],
  ['/checkout', /\/mobile$/],
  ['/my-orders', /\/mobile$/],
  ['/anything-else', /\/mobile$/],
];

test.describe('native wrapper', () => {
  test.beforeEach(async ({ page }) => simulateNative(page));

  // One page walks the whole table: each entry is a full navigation, and a fresh browser per
  // entry only re-downloaded the same app thirteen times.
  test('every web path opens its /mobile counterpart', async ({ page }) => {
    for (const [from, to] of table) {
      await test.step(`${from} opens ${to.source.replaceAll('\\', '')}`, async () => {
        await page.goto(from);
        await expect(page).toHaveURL(to);
      });
    }
  });

  test('/auth stays on the shared auth screen', async ({ page }) => {
    await page.goto('/auth');
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(/\/auth$/);
  });

  // Not forced to /mobile: for a guest the completion screen's own rule applies (to /auth).
  for (const path of ['/complete-profile', '/profile-completion']) {
    test(`${path} is not redirected to the mobile tree`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveURL(/\/auth$/);
    });
  }

  test('in-app navigation is redirected too', async ({ page }) => {
    await page.goto('/mobile');
    await page.evaluate(() => {
      history.pushState({}, '', '/cart');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/mobile\/cart$/);
  });
});

test('a browser (not native) stays on the web tree', async ({ page }) => {
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/cart$/);
});
