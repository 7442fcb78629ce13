import { expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow } from '../support/page-checks';
import { landing, nav } from '../support/text';

/** The web tree must still work on the narrowest phones in use (360 px wide). */
test.use({ viewport: { width: 360, height: 740 } });

test('the landing page fits 360 px and its menu opens', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: landing.hero.title })).toBeVisible();
  await expect(page.locator('section[aria-labelledby="featured-title"] article')).toHaveCount(8);
  await expectNoHorizontalOverflow(page);

  const menu = page.getByRole('button', { name: nav.openMenu });
  await menu.click();
  await expect(
    page.getByRole('banner').getByRole('link', { name: nav.products, exact: true }),
  ).toBeVisible();
  await expectNoHorizontalOverflow(page);
});

test('the 404 page fits 360 px', async ({ page }) => {
  await page.goto('/missing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoHorizontalOverflow(page);
});
