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
import { nav } from '../support/text';
import { type CartProduct, cartProducts } from './cart-catalogue';

async function addFromProductPage(page: Page, product: CartProduct) {
  await page.goto(`/product/${product.id}`);
  await page.getByRole('button', { name: detail.addToCart }).click();
  await expect(page.getByRole('button', { name: detail.addToCart })).toBeEnabled();
}

test.describe('web /cart', () => {
  test('empty cart offers the products', async ({ page }) => {
    await page.goto('/cart');
    await expectArabicRtlDocument(page);
    await expect(page.getByText(t.emptyTitle)).toBeVisible();
    await page.getByRole('link', { name: t.browseProducts }).click();
    await expect(page).toHaveURL(/\/products$/);
    await page.goto('/cart');
    await page.screenshot({ path: 'reports/screenshots/cart-empty-desktop.png', fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });

  test('shopper fills the cart, caps quantities, removes, continues; a second shop blocks', async ({
    page,
    request,
  }) => {
    const { first, second, other } = await cartProducts(request);
    await signInThroughApi(page, demoShopper.email, demoShopper.password);
    await addFromProductPage(page, first);
    await addFromProductPage(page, second);
    await expect(page.getByRole('link', { name: nav.cartLabel(2) })).toBeVisible();

    await page.getByRole('link', { name: nav.cartLabel(2) }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const shop = page.getByRole('region', { name: first.vendor_profiles.vendor_name });
    await expect(shop.getByRole('listitem')).toHaveCount(2);

    const plus = page.getByRole('button', { name: t.increase(first.name) });
    for (let i = 1; i < first.stock_count; i++) await plus.click();
    await expect(plus).toBeDisabled();
    await expect(page.getByRole('group', { name: t.quantityOf(first.name) })).toContainText(
      String(first.stock_count),
    );
    await expect(page.getByText(t.stockCap(first.stock_count))).toBeVisible();
    await expect(
      page.getByRole('link', { name: nav.cartLabel(first.stock_count + 1) }),
    ).toBeVisible();

    await page.getByRole('button', { name: t.removeLabel(second.name) }).click();
    await expect(shop.getByRole('listitem')).toHaveCount(1);
    await page.screenshot({ path: 'reports/screenshots/cart-desktop.png', fullPage: true });
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);

    const continueButton = page.getByRole('button', { name: t.continue });
    await expect(continueButton).toBeEnabled();
    await continueButton.click();
    await expect(page).toHaveURL(/\/checkout$/);

    await addFromProductPage(page, other);
    await page.goto('/cart');
    await expect(page.getByRole('alert')).toContainText(checkoutText.issues.multiple_vendors);
    await expect(page.getByRole('button', { name: t.continue })).toBeDisabled();
    await page.screenshot({
      path: 'reports/screenshots/cart-conflict-desktop.png',
      fullPage: true,
    });
    await expectNoSeriousA11yViolations(page);
  });
});
