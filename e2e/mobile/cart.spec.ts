import { expect, type Page, test } from '@playwright/test';
import { cartPageText as t } from '../../packages/domain/src/locales/ar/cart';
import { checkoutText } from '../../packages/domain/src/locales/ar/checkout';
import { productDetailText as detail } from '../../packages/domain/src/locales/ar/product-detail';
import { demoShopper, signInThroughApi } from '../support/accounts';
import {
  expectArabicRtlDocument,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
} from '../support/page-checks';
import { type CartProduct, cartProducts } from '../web/cart-catalogue';

async function addFromProductPage(page: Page, product: CartProduct) {
  await page.goto(`/mobile/product/${product.id}`);
  await page.getByRole('button', { name: detail.addToCart }).click();
  await expect(page.getByRole('button', { name: detail.addToCart })).toBeEnabled();
}

test.describe('mobile /mobile/cart', () => {
  test('empty cart offers the mobile products', async ({ page }) => {
    await page.goto('/mobile/cart');
    await expectArabicRtlDocument(page);
    await expect(page.getByText(t.emptyTitle)).toBeVisible();
    await page.screenshot({ path: 'reports/screenshots/cart-empty-phone.png', fullPage: true });
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: t.browseProducts }).click();
    await expect(page).toHaveURL(/\/mobile\/products$/);
  });

  test('shopper resolves a vendor conflict by keeping one shop, then continues', async ({
    page,
    request,
  }) => {
    const { first, second, other } = await cartProducts(request);
    await signInThroughApi(page, demoShopper.email, demoShopper.password);
    for (const product of [first, second, other]) await addFromProductPage(page, product);

    await page.goto('/mobile/cart');
    await expect(page.getByText(t.itemCount(3))).toBeVisible();
    const continueButton = page.getByRole('button', { name: t.continue });
    await expect(continueButton).toBeDisabled();
    await expect(page.getByText(checkoutText.issues.multiple_vendors)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: 'reports/screenshots/cart-conflict-phone.png', fullPage: true });
    await expectNoSeriousA11yViolations(page);

    await page
      .getByRole('alert')
      .filter({ hasText: checkoutText.issues.multiple_vendors })
      .getByRole('button', { name: t.resolveConflict })
      .click();
    const sheet = page.getByRole('dialog');
    await expect(sheet).toContainText(t.conflict.vendorTitle);
    await sheet
      .getByRole('button', { name: t.conflict.keepVendor(first.vendor_profiles.vendor_name) })
      .click();
    await expect(sheet).toBeHidden();
    await expect(page.getByText(t.itemCount(2))).toBeVisible();
    await expect(page.getByText(other.name)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);

    const plus = page.getByRole('button', { name: t.increase(first.name) });
    for (let i = 1; i < first.stock_count; i++) await plus.click();
    await expect(plus).toBeDisabled();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: 'reports/screenshots/cart-phone.png', fullPage: true });
    await expectNoSeriousA11yViolations(page);

    await expect(continueButton).toBeEnabled();
    await continueButton.click();
    await expect(page).toHaveURL(/\/mobile\/checkout$/);
  });
});
