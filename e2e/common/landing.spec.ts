import { expect, test } from '@playwright/test';
import {
  expectArabicRtlDocument,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
} from '../support/page-checks';
import { catalogueText, landing, nav } from '../support/text';

test.describe('landing page', () => {
  test('renders in Arabic, right to left, with featured products from the API', async ({
    page,
    request,
  }) => {
    const api = await request.get('/functions/v1/export-products?limit=8');
    expect(api.ok()).toBe(true);
    const { data } = (await api.json()) as { data: { name: string }[] };
    expect(data).toHaveLength(8);

    await page.goto('/');
    await expectArabicRtlDocument(page);
    await expect(page.getByRole('heading', { level: 1, name: landing.hero.title })).toBeVisible();

    const featured = page.locator('section[aria-labelledby="featured-title"] article');
    await expect(featured).toHaveCount(8);
    for (const [index, product] of data.entries()) {
      await expect(featured.nth(index).getByRole('heading', { name: product.name })).toBeVisible();
    }
    const firstImage = featured.first().locator('img');
    await firstImage.scrollIntoViewIfNeeded();
    await expect
      .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    await expectNoHorizontalOverflow(page);
  });

  test('shows the categories from the API, each linking to its products', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('section[aria-labelledby="categories-title"]');
    await expect(section.getByRole('link')).toHaveCount(8);
    await expect(section.getByRole('link', { name: /إلكترونيات/ })).toHaveAttribute(
      'href',
      '/products?category=electronics',
    );
  });

  test('hero buttons: start shopping, and join as seller opens our own application', async ({
    page,
  }) => {
    await page.goto('/');
    // SELLER_SITE_URL is not set for the e2e server: the seller console of this app.
    const seller = page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(landing.hero.joinAsSeller) });
    await expect(seller).toHaveAttribute('href', '/seller/apply');
    await expect(seller).not.toHaveAttribute('target', '_blank');
    await page.getByRole('link', { name: landing.hero.startShopping }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('newsletter: empty, invalid, then a stored subscription', async ({ page }) => {
    await page.goto('/');
    const form = page.locator('form', { has: page.getByLabel(landing.newsletter.emailLabel) });
    const email = form.getByLabel(landing.newsletter.emailLabel);
    const submit = form.getByRole('button', { name: landing.newsletter.submit });

    await submit.click();
    await expect(form.getByText(landing.newsletter.emptyEmail)).toBeVisible();

    await email.fill('not-an-email');
    await submit.click();
    await expect(form.getByText(landing.newsletter.invalidEmail)).toBeVisible();

    const subscribed = page.waitForResponse('**/api/newsletter');
    await email.fill(`e2e-${Date.now()}@example.com`);
    await submit.click();
    expect((await subscribed).status()).toBe(201);
    await expect(page.getByText(landing.newsletter.thanks)).toBeVisible();
  });

  test('a guest adding a featured product is asked to log in', async ({ page }) => {
    await page.goto('/');
    const firstCard = page.locator('section[aria-labelledby="featured-title"] article').first();
    const name = await firstCard.getByRole('heading').textContent();
    await firstCard.getByRole('button', { name: catalogueText.addToCartLabel(name ?? '') }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('logged out: the navigation offers login and no orders link', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: nav.homeLink })).toBeVisible();
    const menuButton = header.getByRole('button', { name: nav.openMenu });
    if (await menuButton.isVisible()) await menuButton.click();
    await expect(header.getByRole('link', { name: nav.login })).toBeVisible();
    await expect(header.getByRole('link', { name: nav.myOrders })).toHaveCount(0);
    await expect(page.getByRole('link', { name: nav.cartLabel(0) })).toHaveAttribute(
      'href',
      '/cart',
    );
  });

  test('has no serious or critical accessibility violation', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('section[aria-labelledby="featured-title"] article')).toHaveCount(8);
    await expectNoSeriousA11yViolations(page);
  });
});
