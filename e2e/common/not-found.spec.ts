import { expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow } from '../support/page-checks';
import { common } from '../support/text';

test('an unknown web route shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no-such-page/at-all');
  await expect(page.getByRole('heading', { name: common.notFoundTitle })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.getByRole('main').getByRole('link', { name: common.backHome }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('API paths never fall back to the web app', async ({ request }) => {
  const response = await request.get('/api/no-such-endpoint');
  expect(response.status()).toBe(404);
  expect((await response.json()).error.code).toBe('NOT_FOUND');
});

test('bad catalogue input is a 400 JSON error, never a 500', async ({ request }) => {
  const response = await request.get('/functions/v1/export-products?limit=-5');
  expect(response.status()).toBe(400);
  expect((await response.json()).error.code).toBe('VALIDATION_FAILED');
});
