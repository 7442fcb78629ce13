import { expect, test } from '@playwright/test';
import { stableId } from '../../apps/api/src/seed/ids';
import { storefrontText } from '../../packages/domain/src/locales/ar/storefront';
import {
  expectArabicRtlDocument,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  loadAllImages,
} from '../support/page-checks';

const m = storefrontText.mobile;

test.describe('mobile /mobile/vendor/:id', () => {
  test('shows the store, its radius, a call link and a two-column grid', async ({
    page,
    request,
  }) => {
    const id = stableId('vendor', 'mazzeh-mobile');
    const response = await request.get(`/functions/v1/export-vendors?vendor_id=${id}`);
    const [vendor] = (
      (await response.json()) as {
        data: { vendor_name: string; delivery_radius_km: number; total_products: number }[];
      }
    ).data;
    await page.goto(`/mobile/vendor/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: vendor?.vendor_name })).toBeVisible();
    await expect(page.getByText(m.radiusValue(vendor?.delivery_radius_km ?? 0))).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(m.call) })).toHaveAttribute(
      'href',
      'tel:+963944318207',
    );
    await expect(page.getByRole('region', { name: m.imagesLabel })).toBeVisible();
    const cards = page.locator('.vendor-storefront li.product-card');
    await expect(cards.first()).toBeVisible();
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(first && second && Math.abs(first.y - second.y) < 2).toBe(true);
    expect(first && second && first.width + second.width < 390).toBe(true);
    await expect(page.locator('body')).toHaveClass(/layout-product_carousel_focus/);

    await loadAllImages(page);
    await page.screenshot({ path: 'reports/screenshots/mobile-vendor-phone.png', fullPage: true });
    await expectArabicRtlDocument(page);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('the web storefront also fits a phone, in every layout', async ({ page }) => {
    const stores = [
      'aleppo-laurel-soap',
      'mazzeh-mobile',
      'homs-home',
      'damascus-brocade',
      'bzouriyeh-attar',
      'aleppo-sports',
    ];
    for (const key of stores) {
      await page.goto(`/vendor/${stableId('vendor', key)}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      const layout = await page.locator('.vendor-storefront').getAttribute('data-layout');
      await page.screenshot({ path: `reports/screenshots/storefront-${layout}-phone.png` });
    }
  });

  test('an unknown store shows the not-found message', async ({ page }) => {
    await page.goto('/mobile/vendor/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'المتجر غير موجود' })).toBeVisible();
  });
});
