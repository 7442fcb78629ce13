import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { cartText } from '../../packages/domain/src/locales/ar/cart';
import { productDetailText as detail } from '../../packages/domain/src/locales/ar/product-detail';
import { productsText } from '../../packages/domain/src/locales/ar/products';
import { asDemoShopper } from '../support/accounts';
import {
  expectArabicRtlDocument,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
} from '../support/page-checks';
import { nav } from '../support/text';
import { toast } from '../support/toasts';

interface ApiProduct {
  id: string;
  name: string;
  stock_count: number;
  availability_mode: string;
  product_images: { image_url: string }[];
  product_variants: { size: string | null; color: string | null; stock_count: number }[];
}

async function findProducts(request: APIRequestContext, query: Record<string, string>) {
  const search = new URLSearchParams({ limit: '100', ...query });
  const response = await request.get(`/functions/v1/export-products?${search}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { data: ApiProduct[]; count: number };
}

/** The seeded embroidered dress: sizes S, M, L (in stock) and XL (sold out), one colour. */
async function dressWithSoldOutSize(request: APIRequestContext) {
  const { data } = await findProducts(request, { q: 'جلابية مطرزة بالأغباني' });
  const dress = data.find((p) => p.product_variants.some((v) => v.size === 'XL'));
  expect(dress).toBeTruthy();
  return dress as ApiProduct;
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const countLine = (page: Page, n: number) => page.getByText(productsText.count(n), { exact: true });

test.describe('web /products', () => {
  test('24 a page with a count line, then load more', async ({ page, request }) => {
    const { count } = await findProducts(request, { limit: '1' });
    await page.goto('/products');
    await expectArabicRtlDocument(page);
    await expect(countLine(page, count)).toBeVisible();
    await expect(cards(page)).toHaveCount(24);
    const firstImage = cards(page).first().locator('img');
    await expect(firstImage).toHaveAttribute('fetchpriority', 'high');
    await expect(firstImage).toHaveAttribute('src', /preset=thumbnail/);
    await page.getByRole('button', { name: productsText.loadMore }).click();
    await expect(cards(page)).toHaveCount(48);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });

  test("search 'زيت' finds the olive oil and keeps it in the URL", async ({ page }) => {
    await page.goto('/products');
    await page.getByRole('searchbox').fill('زيت');
    await expect(page).toHaveURL(/q=%D8%B2%D9%8A%D8%AA/);
    await expect(
      page.getByRole('heading', { name: 'زيت زيتون بكر ممتاز - 1 لتر' }).first(),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByRole('searchbox')).toHaveValue('زيت');
    await expect(page.getByRole('heading', { name: 'زيت زيتون بكر ممتاز - 1 لتر' })).toBeVisible();
  });

  test('filters by category and sorts by price, restored after a reload', async ({
    page,
    request,
  }) => {
    const food = await findProducts(request, { category: 'food', sort: 'price_high' });
    await page.goto('/products');
    await page.getByRole('combobox', { name: productsText.categoryLabel }).selectOption('food');
    await expect(countLine(page, food.count)).toBeVisible();
    await page.getByRole('combobox', { name: productsText.sortLabel }).selectOption('price-high');
    await expect(page).toHaveURL(/category=food/);
    await expect(page).toHaveURL(/sort=price-high/);
    await expect(cards(page).first().getByRole('heading')).toHaveText(food.data[0]?.name ?? '');
    await page.getByRole('button', { name: productsText.list }).click();
    await expect(page).toHaveURL(/view=list/);

    await page.reload();
    await expect(page.getByRole('combobox', { name: productsText.categoryLabel })).toHaveValue(
      'food',
    );
    await expect(page.getByRole('combobox', { name: productsText.sortLabel })).toHaveValue(
      'price-high',
    );
    await expect(page.getByRole('button', { name: productsText.list })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(cards(page).first().getByRole('heading')).toHaveText(food.data[0]?.name ?? '');
    const low = await findProducts(request, { category: 'food', sort: 'price_low' });
    await page.getByRole('combobox', { name: productsText.sortLabel }).selectOption('price-low');
    await expect(cards(page).first().getByRole('heading')).toHaveText(low.data[0]?.name ?? '');
  });

  test('a guest who adds is sent to log in', async ({ page }) => {
    await page.goto('/products');
    await cards(page).first().getByRole('button').click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(toast(page, cartText.loginRequiredTitle)).toBeVisible();
  });
});

test.describe('web product page', () => {
  test('variants: sold-out value disabled, quantity limited to the stock', async ({
    page,
    request,
  }) => {
    const dress = await dressWithSoldOutSize(request);
    await page.goto(`/product/${dress.id}`);
    await expect(page.getByRole('heading', { level: 1, name: dress.name })).toBeVisible();
    await expect(page.getByRole('button', { name: detail.valueLabel('XL', true) })).toBeDisabled();
    const small = dress.product_variants.find((v) => v.size === 'S');
    await page.getByRole('button', { name: 'S', exact: true }).click();
    await expect(page.getByText(detail.inStock(small?.stock_count ?? 0))).toBeVisible();
    const plus = page.getByRole('button', { name: detail.increase });
    await expect(page.getByRole('button', { name: detail.decrease })).toBeDisabled();
    for (let i = 1; i < (small?.stock_count ?? 1); i++) await plus.click();
    await expect(plus).toBeDisabled();
    await expect(page.getByRole('group', { name: detail.quantity }).locator('output')).toHaveText(
      String(small?.stock_count),
    );
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('image viewer: open, next, zoom, close', async ({ page, request }) => {
    const { data } = await findProducts(request, { q: 'شال بروكار' });
    const shawl = data.find((p) => p.product_images.length > 1) as ApiProduct;
    await page.goto(`/product/${shawl.id}`);
    await page.getByRole('button', { name: detail.openViewer }).click();
    const viewer = page.getByRole('dialog');
    await expect(viewer).toContainText(`1 / ${shawl.product_images.length}`);
    await viewer.getByRole('button', { name: detail.viewer.next }).click();
    await expect(viewer).toContainText(`2 / ${shawl.product_images.length}`);
    await viewer.getByRole('button', { name: detail.viewer.zoomIn }).click();
    await expect(viewer.locator('img')).toHaveAttribute('data-zoom', '1.5');
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
  });

  test('unknown product: not found with a way back', async ({ page }) => {
    await page.goto('/product/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: detail.notFound })).toBeVisible();
    await page.getByRole('link', { name: detail.backToProducts }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test.describe('signed in', () => {
    test.use(asDemoShopper);

    test('the demo shopper adds a variant and the cart badge counts it', async ({
      page,
      request,
    }) => {
      const dress = await dressWithSoldOutSize(request);
      await page.goto(`/product/${dress.id}`);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: nav.cartLabel(0) })).toBeVisible();

      await page.getByRole('button', { name: detail.chooseOptionsTitle }).click();
      await expect(toast(page, detail.chooseOptionsTitle)).toBeVisible();

      await page.getByRole('button', { name: 'M', exact: true }).click();
      await page.getByRole('button', { name: detail.increase }).click();
      await page.getByRole('button', { name: detail.addToCart }).click();
      await expect(page.getByRole('button', { name: detail.adding })).toBeVisible();
      await expect(toast(page, cartText.added)).toBeVisible();
      await expect(header.getByRole('link', { name: nav.cartLabel(2) })).toBeVisible();
    });
  });
});
