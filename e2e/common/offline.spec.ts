import { expect, type Page, test } from '@playwright/test';
import { checkoutText } from '../../packages/domain/src/locales/ar/checkout';
import { productDetailText as detail } from '../../packages/domain/src/locales/ar/product-detail';
import { pwaText } from '../../packages/domain/src/locales/ar/pwa';
import { reelsText } from '../../packages/domain/src/locales/ar/reels';
import { asDemoShopper } from '../support/accounts';
import { cartProducts } from '../support/catalogue';
import { expectArabicRtlDocument, expectNoHorizontalOverflow } from '../support/page-checks';

/** Offline use: after one visit, the shell, the cart and a viewed product open with no network. */

// Guests are sent to sign in before adding; /api/me then fails offline (never cached).
test.use(asDemoShopper);

/** The built app's service worker installed and in control of this page. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

/** Reloads (or opens) a page with the network off; the browser's error page has no lang. */
async function openOffline(page: Page, path: string) {
  await page.goto(path);
  await expectArabicRtlDocument(page);
  await expect(page.getByTestId('offline-banner')).toHaveText(pwaText.offlineBanner);
}

test('the shell, the cart and a viewed product open offline; an unseen page says why', async ({
  page,
  context,
  request,
}) => {
  const { first: product } = await cartProducts(request);
  await page.goto('/mobile');
  await waitForServiceWorker(page);

  await page.goto(`/mobile/product/${product.id}`);
  await expect(page.getByRole('heading', { name: product.name })).toBeVisible();
  await page.getByRole('button', { name: detail.addToCart }).click();
  await expect(page.getByRole('button', { name: detail.addToCart })).toBeEnabled();
  // The product's catalogue answer and its picture were kept by the service worker.
  for (const cache of ['souq-catalogue', 'souq-images'])
    await expect
      .poll(() =>
        page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, cache),
      )
      .toBeGreaterThan(0);
  await page.goto('/mobile/cart');
  await expect(page.getByText(product.name).first()).toBeVisible();
  await page.goto('/mobile/checkout');
  await expect(page.getByRole('button', { name: checkoutText.screen.next })).toBeEnabled();
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);

  // The connection drops during checkout: the shopper is told an order needs it.
  await context.setOffline(true);
  await expect(page.getByText(pwaText.checkoutOffline)).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await page.screenshot({ path: 'reports/screenshots/offline-checkout-phone.png', fullPage: true });

  await page.goto('/mobile');
  await expectArabicRtlDocument(page);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeVisible();

  await openOffline(page, '/mobile/cart');
  // The refresh of the lines fails quietly: the line is still there, untouched.
  await expect(page.getByText(product.name).first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: 'reports/screenshots/offline-cart-phone.png', fullPage: true });

  // Signed in a moment ago: a reload without network keeps the shopper signed in, so
  // checkout does not send them to sign in again (it tells them an order needs the network).
  await openOffline(page, '/mobile/checkout');
  await expect(page.getByText(pwaText.checkoutOffline)).toBeVisible();
  await expect(page).toHaveURL(/\/mobile\/checkout$/);

  await openOffline(page, `/mobile/product/${product.id}`);
  await expect(page.getByRole('heading', { name: product.name })).toBeVisible();

  // Never opened while online: the shell shows, with the banner and the page's own error.
  await openOffline(page, '/mobile/reels');
  await expect(page.getByText(reelsText.loadError)).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: 'reports/screenshots/offline-unseen-phone.png', fullPage: true });

  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});
