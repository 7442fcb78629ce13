import { type APIRequestContext, expect, test } from '@playwright/test';
import { stableId } from '../../apps/api/src/seed/ids';
import { cartText } from '../../packages/domain/src/locales/ar/cart';
import { storefrontText } from '../../packages/domain/src/locales/ar/storefront';
import { vendorsText } from '../../packages/domain/src/locales/ar/vendors';
import { themePalettes } from '../../packages/domain/src/theme-palettes';
import { asDemoShopper } from '../support/accounts';
import {
  appReady,
  expectArabicRtlDocument,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  loadAllImages,
} from '../support/page-checks';
import { catalogueText, nav } from '../support/text';
import { toast } from '../support/toasts';

/** One seeded store per storefront layout (apps/api/src/seed/data/vendors.ts). */
const storeOfLayout = {
  large_hero_section: 'aleppo-laurel-soap',
  product_carousel_focus: 'mazzeh-mobile',
  alternating_light_beam: 'homs-home',
  visual_wall: 'damascus-brocade',
  stacked_story_view: 'bzouriyeh-attar',
  large_product_cards: 'aleppo-sports',
} as const;
const vendorId = (key: string) => stableId('vendor', key);
const HOSTILE_STORE = 'latakia-corniche';

interface ApiVendor {
  vendor_name: string;
  products: {
    id: string;
    name: string;
    stock_count: number;
    availability_mode: string;
    product_variants: unknown[];
  }[];
}

async function vendorOf(request: APIRequestContext, key: string): Promise<ApiVendor> {
  const response = await request.get(
    `/functions/v1/export-vendors?vendor_id=${vendorId(key)}&include_products=true`,
  );
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: ApiVendor[] };
  expect(data).toHaveLength(1);
  return data[0] as ApiVendor;
}

test.describe('web /vendor/:id storefront', () => {
  for (const [layout, key] of Object.entries(storeOfLayout)) {
    test(`${layout}: the store in its own layout, checked and photographed`, async ({
      page,
      request,
    }) => {
      const vendor = await vendorOf(request, key);
      await page.goto(`/vendor/${vendorId(key)}`);
      await expect(page.getByRole('heading', { level: 1, name: vendor.vendor_name })).toBeVisible();
      await expect(page.locator('.vendor-storefront')).toHaveAttribute('data-layout', layout);
      await expect(page.locator('body')).toHaveClass(new RegExp(`layout-${layout}`));
      await expect(page.getByRole('link', { name: storefrontText.call })).toHaveAttribute(
        'href',
        /^tel:\+963\d+$/,
      );
      await loadAllImages(page);
      await page.screenshot({
        path: `reports/screenshots/storefront-${layout}.png`,
        fullPage: true,
      });
      await expectArabicRtlDocument(page);
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('applies the theme and resets it on leaving for /products', async ({ page }) => {
    await page.goto(`/vendor/${vendorId('damascus-brocade')}`);
    const html = page.locator('html');
    await expect(page.locator('body')).toHaveClass(/layout-visual_wall/);
    const primary = () => html.evaluate((node) => node.style.getPropertyValue('--vendor-primary'));
    expect(await primary()).toBe(themePalettes.purple_royal.primary);
    // The store's own tweak is applied, scoped to its storefront.
    await expect(page.locator('style#vendor-custom-css')).toHaveCount(1);
    const card = page.locator('.vendor-storefront .product-card').first();
    await expect(card).toHaveCSS('border-radius', '18px');

    await page.getByRole('banner').getByRole('link', { name: nav.products, exact: true }).click();
    await expect(page).toHaveURL(/\/products$/);
    expect(await primary()).toBe('');
    await expect(page.locator('body')).not.toHaveClass(/layout-/);
    await expect(page.locator('style#vendor-custom-css')).toHaveCount(0);
  });

  test('a hostile store CSS stays inside its storefront and fetches nothing', async ({ page }) => {
    const outside = ['body', 'header', 'footer', 'main'];
    const styles = () =>
      page.evaluate((selectors) => {
        return selectors.map((selector) => {
          const node = document.querySelector(selector);
          if (!node) return null;
          const style = getComputedStyle(node);
          return [style.display, style.visibility, style.backgroundColor, style.position].join('|');
        });
      }, outside);
    await page.goto('/products');
    await expect(page.getByRole('banner')).toBeVisible();
    // Both pages arrive drawn: their scripts are all there once the app has hydrated them.
    await appReady(page);
    const before = await styles();
    const scripts = await page.locator('script').count();

    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/vendor/${vendorId(HOSTILE_STORE)}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await appReady(page);
    await loadAllImages(page);
    expect(await styles()).toEqual(before);
    await page.screenshot({
      path: 'reports/screenshots/storefront-hostile-css.png',
      fullPage: true,
    });
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.locator('footer').first()).toBeVisible();
    const custom = await page.locator('style#vendor-custom-css').textContent();
    expect(custom ?? '').not.toMatch(/url\(|@import|<|expression|behavior|binding/i);
    const foreign = requests.filter((url) => !url.startsWith('http://127.0.0.1:'));
    expect(foreign).toEqual([]);
    await expect(page.locator('script')).toHaveCount(scripts);
    expect(dialogs).toEqual([]);
  });

  test.describe('signed in', () => {
    test.use(asDemoShopper);

    test('the demo shopper adds a product from the storefront and the badge counts it', async ({
      page,
      request,
    }) => {
      const vendor = await vendorOf(request, 'aleppo-laurel-soap');
      const product = vendor.products.find(
        (p) =>
          p.availability_mode === 'for_sale' &&
          p.stock_count > 0 &&
          p.product_variants.length === 0,
      );
      expect(product).toBeTruthy();
      await page.goto(`/vendor/${vendorId('aleppo-laurel-soap')}`);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: nav.cartLabel(0) })).toBeVisible();
      await page
        .getByRole('button', { name: catalogueText.addToCartLabel(product?.name ?? '') })
        .click();
      await expect(toast(page, cartText.added)).toBeVisible();
      await expect(header.getByRole('link', { name: nav.cartLabel(1) })).toBeVisible();
    });
  });

  test('an unknown store says so and leads home', async ({ page }) => {
    await page.goto('/vendor/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: vendorsText.notFoundTitle })).toBeVisible();
    await expect(page.getByText(vendorsText.notFoundText)).toBeVisible();
    await page.getByRole('link', { name: storefrontText.backHome }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
