import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { paths } from '../../packages/domain/src/paths';
import { mailLink } from './outbox';
import { authScreens } from './text';

/** The seeded shopper (README): pre-confirmed, with a complete profile and an address. */
export const demoShopper = {
  email: 'shopper@souq.test',
  password: 'souq-demo-1234',
  name: 'سارة الشامي',
} as const;

/** An address no other test (or earlier run on a reused server) has registered. */
export function uniqueEmail(label: string): string {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return `e2e-${label}-${stamp}@example.com`;
}

/** Registers through the API and opens the mailed confirmation link: a confirmed account. */
export async function registerConfirmedAccount(
  request: APIRequestContext,
  account: { name: string; email: string; phone: string; password: string },
): Promise<void> {
  const response = await request.post(paths.api.auth.signUp(), { data: account });
  expect(response.ok(), await response.text()).toBe(true);
  const confirm = await mailLink(request, account.email, paths.api.auth.verifyEmail());
  const confirmed = await request.get(confirm, { maxRedirects: 0 });
  expect(confirmed.status()).toBeLessThan(400);
}

/** Fills and submits a login form (web /auth or /mobile/auth) that is on screen. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('tabpanel');
  await form.getByLabel(authScreens.email).fill(email);
  await form.getByLabel(authScreens.password, { exact: true }).fill(password);
  await form.getByRole('button', { name: authScreens.loginSubmit }).click();
}

/** Signs the page's browser context in through the API (for tests about other screens). */
export async function signInThroughApi(page: Page, email: string, password: string) {
  const response = await page.request.post(paths.api.auth.signIn(), { data: { email, password } });
  expect(response.ok(), await response.text()).toBe(true);
}
