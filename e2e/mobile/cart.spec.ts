import { expect, test } from '@playwright/test';
import { cartPageText as t } from '../../packages/domain/src/locales/ar/cart';
import { checkoutText } from '../../packages/domain/src/locales/ar/checkout';
import { paths } from '../../packages/domain/src/paths';
import { asDemoShopper } from '../support/accounts';
import { addToCart, cartProducts } from '../support/catalogue';
import {
  expectArabicRtlDocument,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
} from '../support/page-checks';

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

  test.describe('signed in', () => {
    test.use(asDemoShopper);

    test('shopper resolves a vendor conflict by keeping one shop, then continues', async ({
      page,
      request,
    }) => {
      const { first, second, other } = await cartProducts(request);
      for (const product of [first, second, other]) {
        await addToCart(page, paths.mobile.product(product.id));
      }

      await page.goto('/mobile/cart');
      await expect(page.getByText(t.itemCount(3))).toBeVisible();
      const continueButton = page.getByRole('button', { name: t.continue });
      // Two shops are two orders, each with its own checkout, until the shopper keeps one.
      await expect(continueButton).toHaveCount(0);
      await expect(page.getByText(t.groups.checkout)).toHaveCount(2);
      await expect(page.getByText(checkoutText.issues.multiple_vendors)).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await page.screenshot({
        path: 'reports/screenshots/cart-conflict-phone.png',
        fullPage: true,
      });
      await expectNoSeriousA11yViolations(page);

      await page
        .getByRole('note')
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
});
