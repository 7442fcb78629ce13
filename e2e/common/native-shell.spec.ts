import { expect, type Page, test } from '@playwright/test';
import { demoShopper, submitLogin } from '../support/accounts';
import { simulateNative } from '../support/page-checks';

/** Computed padding of the mobile frame's app bar and bottom navigation. */
async function frameInsets(page: Page) {
  const header = page.locator('header').first();
  const nav = page.locator('nav').last();
  await expect(nav).toBeVisible();
  return {
    top: await header.evaluate((el) => getComputedStyle(el).paddingTop),
    bottom: await nav.evaluate((el) => getComputedStyle(el).paddingBottom),
  };
}

test.describe('native wrapper (simulated)', () => {
  test.beforeEach(async ({ page }) => simulateNative(page));

  // Headless Chromium reports no safe area (env() is 0): the spec's fallbacks apply.
  test('the app bar and bottom navigation keep 44 px / 34 px clear of the system bars', async ({
    page,
  }) => {
    await page.goto('/mobile');
    await expect(page.locator('html')).toHaveAttribute('data-native', '');
    expect(await frameInsets(page)).toEqual({ top: '44px', bottom: '34px' });
  });

  // The shared /auth screen sends a signed-in shopper to the web home '/': in the app the
  // rule turns that navigation into /mobile, never painting the web landing page.
  test('signing in on the shared auth screen lands in the mobile tree', async ({ page }) => {
    await page.goto('/auth');
    await submitLogin(page, demoShopper.email, demoShopper.password);
    await expect(page).toHaveURL(/\/mobile$/);
    await page.locator('nav a[href="/mobile/cart"]').click();
    await expect(page).toHaveURL(/\/mobile\/cart$/);
    // a web path reached by history navigation inside the app is moved as well
    await page.evaluate(() => {
      history.pushState({}, '', '/orders');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/mobile\/orders$/);
    await expect(page.locator('main a[href="/mobile/auth"]')).toHaveCount(0);
  });
});

test('a browser gets the real insets, no fallbacks', async ({ page }) => {
  await page.goto('/mobile');
  await expect(page.locator('html')).not.toHaveAttribute('data-native', '');
  expect(await frameInsets(page)).toEqual({ top: '0px', bottom: '0px' });
});
