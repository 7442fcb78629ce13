import { expect, test } from '@playwright/test';
import { paths } from '../../packages/domain/src/paths';
import { asDemoShopper, demoShopper, submitLogin } from '../support/accounts';
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from '../support/page-checks';
import { authMessages as m, mobileText, nav, profileText, settingsText } from '../support/text';
import { toast } from '../support/toasts';

const edit = profileText.edit;
const bottomNav = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: mobileText.bottomNav.label });

test('the demo shopper logs in on /mobile/auth, edits the profile with coordinates and logs out', async ({
  page,
}) => {
  await page.goto(paths.mobile.auth());
  await submitLogin(page, demoShopper.email, demoShopper.password);
  await expect(toast(page, m.loggedInTitle)).toBeVisible();
  await expect(page).toHaveURL(/\/mobile$/);

  await bottomNav(page).getByRole('link', { name: mobileText.bottomNav.profile }).click();
  await expect(page).toHaveURL(/\/mobile\/profile$/);
  await expect(page.getByText(demoShopper.name)).toBeVisible();
  await expect(page.getByText(demoShopper.email)).toBeVisible();
  const menu = page.getByRole('navigation', { name: profileText.mobile.menuLabel });
  for (const item of ['editProfile', 'addresses', 'orders', 'settings'] as const) {
    await expect(menu.getByRole('link', { name: profileText.mobile[item] })).toBeVisible();
  }
  await expectNoHorizontalOverflow(page);

  await menu.getByRole('link', { name: profileText.mobile.editProfile }).click();
  await expect(page).toHaveURL(/\/mobile\/profile\/edit$/);
  await expect(page.getByLabel(edit.email)).toHaveValue(demoShopper.email);
  await expect(page.getByText(edit.emailLocked)).toBeVisible();
  await page.getByLabel(edit.latitude).fill('33.5138');
  await page.getByLabel(edit.longitude).fill('36.27654321');
  await page.getByLabel(edit.deliveryNotes).fill('البوابة الخضراء، الطابق الثاني');
  await expectNoSeriousA11yViolations(page);
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith(paths.api.profile()) && response.request().method() === 'PATCH',
  );
  await page.getByRole('button', { name: edit.save }).click();
  const body = (await saved).request().postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ latitude: 33.5138, longitude: 36.27654321 });
  await expect(toast(page, edit.savedTitle)).toBeVisible();
  await expect(page).toHaveURL(/\/mobile\/profile$/);

  // Saved for real: the form opens with the new values.
  await page.getByRole('link', { name: profileText.mobile.editProfile }).click();
  await expect(page.getByLabel(edit.latitude)).toHaveValue('33.5138');
  await expect(page.getByLabel(edit.longitude)).toHaveValue('36.27654321');
  await expect(page.getByLabel(edit.deliveryNotes)).toHaveValue('البوابة الخضراء، الطابق الثاني');

  await page.getByRole('link', { name: edit.backToProfile }).click();
  await page.getByRole('button', { name: profileText.mobile.logout }).click();
  await expect(toast(page, nav.loggedOut)).toBeVisible();
  await expect(page).toHaveURL(/\/mobile$/);
  await bottomNav(page).getByRole('link', { name: mobileText.bottomNav.profile }).click();
  await expect(page.getByRole('link', { name: profileText.mobile.login })).toBeVisible();
  await expect(page.getByRole('link', { name: profileText.mobile.createAccount })).toHaveAttribute(
    'href',
    '/mobile/auth?mode=register',
  );
});

test.describe('signed in as the demo shopper', () => {
  test.use(asDemoShopper);

  test('dark mode is stored with the account and survives a reload', async ({ page }) => {
    await page.goto(paths.mobile.settings());
    const html = page.locator('html');
    const darkMode = page.getByRole('switch', { name: settingsText.mobile.darkMode });
    await expect(darkMode).toHaveAttribute('aria-checked', 'false');
    await expect(html).not.toHaveClass(/\bdark\b/);

    const stored = page.waitForResponse(
      (response) =>
        response.url().endsWith(paths.api.preferences()) && response.request().method() === 'PUT',
    );
    await darkMode.click();
    await expect(html).toHaveClass(/\bdark\b/);
    expect((await stored).ok()).toBe(true);
    const background = await page
      .locator('[data-dark-scope]')
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).toBe('rgb(12, 10, 9)');
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(darkMode).toHaveAttribute('aria-checked', 'true');

    // Back to light, so the account is as the other tests expect it.
    await darkMode.click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await expect(darkMode).toHaveAttribute('aria-checked', 'false');
  });
});

test('mobile auth: guests on the settings and edit screens get the login-required card', async ({
  page,
}) => {
  for (const path of [paths.mobile.settings(), paths.mobile.profileEdit()]) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { name: profileText.loginRequired.title }),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: profileText.loginRequired.button }),
    ).toHaveAttribute('href', '/mobile/auth');
  }
});
