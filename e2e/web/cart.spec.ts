import { expect, test } from '@playwright/test';
import { cartPageText as t } from '../../packages/domain/src/locales/ar/cart';
import { paths } from '../../packages/domain/src/paths';
import { asDemoShopper } from '../support/accounts';
import { addToCart, cartProducts } from '../support/catalogue';
import {
  expectArabicRtlDocument,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
} from '../support/page-checks';
import { nav } from '../support/text';

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

  test.describe('signed in', () => {
    test.use(asDemoShopper);

    test('shopper fills the cart, caps quantities, removes, continues; a second shop is its own order', async ({
      page,
      request,
    }) => {
      const { first, second, other } = await cartProducts(request);
      await addToCart(page, paths.web.product(first.id));
      await addToCart(page, paths.web.product(second.id));
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

      await addToCart(page, paths.web.product(other.id));
      await page.goto('/cart');
      // Two shops are two orders, each with its own checkout: no dead end.
      await expect(page.getByRole('heading', { name: t.groups.noticeTitle })).toBeVisible();
      await expect(page.getByText(t.groups.checkout)).toHaveCount(2);
      await expect(page.getByRole('button', { name: t.continue })).toHaveCount(0);
      await page.screenshot({
        path: 'reports/screenshots/cart-conflict-desktop.png',
        fullPage: true,
      });
      await expectNoSeriousA11yViolations(page);
    });
  });
});
