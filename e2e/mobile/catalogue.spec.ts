import { expect, type Page, test } from '@playwright/test';
import { cartText } from '../../packages/domain/src/locales/ar/cart';
import { productDetailText as detail } from '../../packages/domain/src/locales/ar/product-detail';
import { productsText } from '../../packages/domain/src/locales/ar/products';
import {
  expectArabicRtlDocument,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
} from '../support/page-checks';
import { toast } from '../support/toasts';

const cards = (page: Page) => page.getByRole('main').getByRole('article');

test.describe('/mobile/products', () => {
  test('browses 10 at a time with load more', async ({ page, request }) => {
    const api = await request.get('/functions/v1/export-products?limit=1');
    const { count } = (await api.json()) as { count: number };
    await page.goto('/mobile/products');
    await expectArabicRtlDocument(page);
    await expect(page.getByText(productsText.count(count), { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(10);
    await page.getByRole('button', { name: productsText.loadMore }).click();
    await expect(cards(page)).toHaveCount(20);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('search shows every match, clearing it goes back to browsing', async ({ page, request }) => {
    const api = await request.get(
      `/functions/v1/export-products?limit=100&q=${encodeURIComponent('زيت')}`,
    );
    const { count } = (await api.json()) as { count: number };
    await page.goto('/mobile/products');
    await page.getByRole('searchbox').fill('زيت');
    await expect(page.getByText(productsText.count(count), { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(count);
    await expect(page.getByRole('button', { name: productsText.loadMore })).toHaveCount(0);
    // The field's own clear button (×, drawn by index.css at the inline end: left in RTL).
    const field = await page.getByRole('searchbox').boundingBox();
    await page.mouse.click(field!.x + 22, field!.y + field!.height / 2);
    await expect(page.getByRole('searchbox')).toHaveValue('');
    await expect(cards(page)).toHaveCount(10);
  });

  test('a guest who adds goes to the mobile login', async ({ page }) => {
    await page.goto('/mobile/products');
    await cards(page).getByRole('button').first().click();
    await expect(page).toHaveURL(/\/mobile\/auth$/);
    await expect(toast(page, cartText.loginRequiredTitle)).toBeVisible();
  });

  test('a product opens in the mobile tree and goes back to the mobile list', async ({ page }) => {
    await page.goto('/mobile/products');
    await cards(page).first().getByRole('link').click();
    await expect(page).toHaveURL(/\/mobile\/product\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(detail.visitStore) })).toHaveAttribute(
      'href',
      /^\/mobile\/vendor\//,
    );
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/mobile/product/00000000-0000-4000-8000-000000000000');
    await page.getByRole('link', { name: detail.backToProducts }).click();
    await expect(page).toHaveURL(/\/mobile\/products$/);
  });
});
