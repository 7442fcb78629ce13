import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { paths } from '../../packages/domain/src/paths';
import { mailLink } from './outbox';
import { baseURL, demoShopperState } from './run';
import { authScreens } from './text';

/** The seeded shopper (README): pre-confirmed, with a complete profile and an address. */
export const demoShopper = {
  email: 'shopper@souq.test',
  password: 'souq-demo-1234',
  name: 'سارة الشامي',
} as const;

/**
 * `test.use(asDemoShopper)`: the test's browser starts signed in as the demo shopper, with the
 * cookies the setup project saved once for the run. Tests of the sign-in screens themselves
 * sign in through the UI instead.
 */
export const asDemoShopper = { storageState: demoShopperState };

/** The name and phone every new shopper of signInNewShopper gets (checkout prefills the phone). */
export const newShopper = { name: 'ليلى الحلبية', phone: '+963 944 555 666' } as const;

/** Cookie-signed writes must name our origin (the server's CSRF check), as the app's do. */
const sameOrigin = { origin: new URL(baseURL).origin };

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

/** Signs the page's browser context in through the API (mid-test, after a guest's steps). */
export async function signInThroughApi(page: Page, email: string, password: string) {
  const response = await page.request.post(paths.api.auth.signIn(), { data: { email, password } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A saved address as the API takes it (POST /api/addresses). */
export interface NewAddress {
  title: string;
  formatted_address: string;
  latitude: number;
  longitude: number;
  street?: string;
  city?: string;
  delivery_notes?: string;
  is_default?: boolean;
}

/** Saves an address for the shopper signed in on the page. */
export async function saveAddress(page: Page, address: NewAddress): Promise<void> {
  const response = await page.request.post(paths.api.addresses(), {
    data: address,
    headers: sameOrigin,
  });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * A new, confirmed shopper with a complete profile (newShopper), signed in on the page, for
 * tests that change what an account holds (address books, orders) and so cannot share one.
 */
export async function signInNewShopper(page: Page, label: string): Promise<string> {
  const account = { ...newShopper, email: uniqueEmail(label), password: 'layla-pass-1234' };
  await registerConfirmedAccount(page.request, account);
  await signInThroughApi(page, account.email, account.password);
  const completed = await page.request.post(paths.api.completeProfile(), {
    data: newShopper,
    headers: sameOrigin,
  });
  expect(completed.ok(), await completed.text()).toBe(true);
  return account.email;
}
