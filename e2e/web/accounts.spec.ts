import { expect, test } from '@playwright/test';
import { paths } from '../../packages/domain/src/paths';
import { registerConfirmedAccount, submitLogin, uniqueEmail } from '../support/accounts';
import { lastMailId, mailLink } from '../support/outbox';
import { expectNoSeriousA11yViolations } from '../support/page-checks';
import {
  authMessages as m,
  nav,
  profileText,
  settingsText as s,
  authScreens as t,
} from '../support/text';
import { toast } from '../support/toasts';

test('a new shopper registers in Arabic, confirms by mail, completes the profile, edits settings, changes the password and logs out', async ({
  page,
  request,
}) => {
  // A whole account's life with four axe scans: longer than one screen's test.
  test.setTimeout(60_000);
  const email = uniqueEmail('journey');
  const password = 'leila-pass-123';
  const newPassword = 'leila-pass-456';

  await page.goto(paths.web.auth());
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('tab', { name: t.registerTab }).click();
  const form = page.getByRole('tabpanel');
  await form.getByLabel(t.fullName).fill('ليلى الدمشقية');
  await form.getByLabel(t.email).fill(email);
  await form.getByLabel(t.phone).fill('+963 944 000 111');
  await form.getByLabel(t.password, { exact: true }).fill(password);
  await form.getByLabel(t.confirmPassword).fill(password);
  await form.getByRole('button', { name: t.registerSubmit }).click();
  await expect(page.getByRole('heading', { name: t.checkEmailTitle })).toBeVisible();
  await expect(page.getByText(t.checkEmailText(email))).toBeVisible();
  await expect(toast(page, m.accountCreatedTitle)).toBeVisible();

  // The confirmation mail's link confirms the address and lands on the login form.
  await page.goto(await mailLink(request, email, paths.api.auth.verifyEmail()));
  await expect(page).toHaveURL(/\/auth\?verified=1$/);
  await expect(page.getByText(m.emailVerified)).toBeVisible();

  await submitLogin(page, email, password);
  // A new account has no shopper profile yet: held to the completion screen, name prefilled.
  await expect(page).toHaveURL(/\/complete-profile$/);
  const name = page.getByLabel(profileText.complete.name);
  await expect(name).toHaveValue('ليلى الدمشقية');
  await page.getByRole('button', { name: profileText.complete.submit }).click();
  await expect(page).toHaveURL(/\/$/);
  // The narrow-screen menu repeats the account links (hidden here): only visible ones count.
  const header = page.getByRole('banner');
  await expect(
    header.getByText(nav.greeting('ليلى الدمشقية')).filter({ visible: true }),
  ).toBeVisible();
  await expect(
    header.getByRole('link', { name: nav.myOrders }).filter({ visible: true }),
  ).toBeVisible();

  await header.getByRole('link', { name: nav.settings }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: s.title })).toBeVisible();
  await expect(page.getByLabel(s.profileCard.email)).toHaveValue(email);
  await expect(page.getByLabel(s.profileCard.email)).not.toBeEditable();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel(s.profileCard.name).fill('ليلى الشامية');
  await page.getByLabel(s.profileCard.phone).fill('+963 933 222 444');
  await page.getByRole('button', { name: s.profileCard.save }).click();
  await expect(toast(page, profileText.edit.savedTitle)).toBeVisible();
  await expect(
    header.getByText(nav.greeting('ليلى الشامية')).filter({ visible: true }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel(s.changePassword.current, { exact: true }).fill(password);
  await page.getByLabel(s.changePassword.next, { exact: true }).fill(newPassword);
  await page.getByLabel(s.changePassword.confirm, { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: s.changePassword.submit }).click();
  await expect(toast(page, m.passwordUpdated)).toBeVisible();

  await header.getByRole('button', { name: nav.logout }).filter({ visible: true }).click();
  await expect(toast(page, nav.loggedOut)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    header.getByRole('link', { name: nav.login }).filter({ visible: true }),
  ).toBeVisible();
  await expect(
    header.getByRole('link', { name: nav.myOrders }).filter({ visible: true }),
  ).toHaveCount(0);

  // The new password is the one that works now.
  await page.goto(paths.web.auth());
  await submitLogin(page, email, newPassword);
  await expect(
    header.getByText(nav.greeting('ليلى الشامية')).filter({ visible: true }),
  ).toBeVisible();
});

test('forgot password: the mailed link opens the new-password form, and the new password logs in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('reset');
  await registerConfirmedAccount(request, {
    name: 'سامر الحموي',
    email,
    phone: '+963 955 111 222',
    password: 'samer-pass-123',
  });
  const confirmationMail = await lastMailId(request, email);

  await page.goto(paths.web.auth());
  await page.getByRole('button', { name: t.forgotLink }).click();
  await expect(page.getByRole('heading', { name: t.forgotTitle })).toBeVisible();
  await page.getByLabel(t.email).fill(email);
  await page.getByRole('button', { name: t.forgotSubmit }).click();
  await expect(page.getByText(m.resetLinkSent)).toBeVisible();
  await expect(page.getByRole('tab', { name: t.loginTab })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  const resetLink = await mailLink(
    request,
    email,
    paths.api.auth.resetPassword(),
    confirmationMail,
  );
  await page.goto(resetLink);
  await expect(page).toHaveURL(/\/auth\?mode=reset&token=/);
  await expect(page.getByRole('heading', { name: t.newPasswordTitle })).toBeVisible();
  await page.getByLabel(t.newPassword, { exact: true }).fill('samer-pass-456');
  await page.getByLabel(t.confirmNewPassword).fill('samer-pass-456');
  await page.getByRole('button', { name: t.newPasswordSubmit }).click();
  await expect(page.getByText(m.passwordUpdated)).toBeVisible();

  await submitLogin(page, email, 'samer-pass-456');
  // Signed in (not yet a shopper profile): the completion screen, not an error.
  await expect(page).toHaveURL(/\/complete-profile$/);
});

test('a wrong password shows the Arabic error inline and in a toast', async ({ page }) => {
  await page.goto(paths.web.auth());
  await submitLogin(page, uniqueEmail('nobody'), 'not-the-password');
  await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveText(m.invalidCredentials);
  await expect(toast(page, m.loginErrorTitle)).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('registering an email that already has an account says so in Arabic', async ({ page }) => {
  await page.goto(paths.web.auth());
  await page.getByRole('tab', { name: t.registerTab }).click();
  const form = page.getByRole('tabpanel');
  await form.getByLabel(t.fullName).fill('سارة');
  await form.getByLabel(t.email).fill('shopper@souq.test');
  await form.getByLabel(t.phone).fill('+963 944 210 587');
  await form.getByLabel(t.password, { exact: true }).fill('another-pass-1');
  await form.getByLabel(t.confirmPassword).fill('another-pass-1');
  await form.getByRole('button', { name: t.registerSubmit }).click();
  await expect(form.getByRole('alert')).toHaveText(m.alreadyRegistered);
  await expect(toast(page, m.registerErrorTitle)).toBeVisible();
});

test('protected screens send a guest to /auth', async ({ page }) => {
  await page.goto(paths.web.settings());
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto(paths.web.profile());
  await expect(page).toHaveURL(/\/auth$/);
});
