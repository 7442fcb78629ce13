import { authMessages as m } from '@souq/domain/locales/ar/auth';
import { authScreens as t } from '@souq/domain/locales/ar/auth-screens';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { guestAnswer, meAnswer, shopper } from '@/test/accounts';
import { callsTo, json, renderAt, stubFetch } from '@/test/render';
import { Component as AuthScreen } from './auth';

const apiError = (status: number, code: string, message: string) => () =>
  json({ error: { code, message } }, status);

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

describe('web /auth, login', () => {
  it('validates with the shared schema: Arabic messages tied to the fields, focus on the first', async () => {
    const fetchMock = stubFetch({ '/api/me': guestAnswer });
    renderAt(<AuthScreen />, '/auth');
    await userEvent.click(screen.getByRole('button', { name: t.loginSubmit }));

    const email = screen.getByLabelText(t.email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(m.emailRequired);
    expect(screen.getByLabelText(t.password).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(m.required)).toBeTruthy();
    expect(callsTo(fetchMock, '/api/auth/sign-in/email')).toHaveLength(0);
  });

  it("shows the API's Arabic message inline and in a toast titled 'خطأ في تسجيل الدخول'", async () => {
    stubFetch({
      '/api/me': guestAnswer,
      '/api/auth/sign-in/email': apiError(401, 'INVALID_CREDENTIALS', m.invalidCredentials),
    });
    renderAt(<AuthScreen />, '/auth');
    await userEvent.type(screen.getByLabelText(t.email), 'sara@example.com');
    await userEvent.type(screen.getByLabelText(t.password), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: t.loginSubmit }));

    expect((await screen.findByRole('alert')).textContent).toBe(m.invalidCredentials);
    const toastTitle = await screen.findByText(m.loginErrorTitle);
    const toast = toastTitle.closest('li') as HTMLElement;
    expect(within(toast).getByText(m.invalidCredentials)).toBeTruthy();
  });

  it("falls back to 'حدث خطأ أثناء تسجيل الدخول' when the request itself fails", async () => {
    stubFetch({
      '/api/me': guestAnswer,
      '/api/auth/sign-in/email': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderAt(<AuthScreen />, '/auth');
    await userEvent.type(screen.getByLabelText(t.email), 'sara@example.com');
    await userEvent.type(screen.getByLabelText(t.password), 'souq-demo-1234');
    await userEvent.click(screen.getByRole('button', { name: t.loginSubmit }));
    expect((await screen.findByRole('alert')).textContent).toBe(m.loginException);
  });

  it('signs in with the lower-cased email, reads the session again and leaves for /', async () => {
    let signedIn = false;
    const fetchMock = stubFetch({
      '/api/me': () => (signedIn ? meAnswer(shopper())() : guestAnswer()),
      '/api/auth/sign-in/email': () => {
        signedIn = true;
        return json({ user: { id: 'u1' } });
      },
    });
    const { router } = renderAt(<AuthScreen />, '/auth');
    await userEvent.type(screen.getByLabelText(t.email), ' Sara@Example.com ');
    await userEvent.type(screen.getByLabelText(t.password), 'souq-demo-1234');
    await userEvent.click(screen.getByRole('button', { name: t.loginSubmit }));
    await screen.findByText('elsewhere');
    expect(router.state.location.pathname).toBe('/');
    const [[, init] = []] = callsTo(fetchMock, '/api/auth/sign-in/email');
    expect(bodyOf(init)).toEqual({ email: 'sara@example.com', password: 'souq-demo-1234' });
  });

  it('sends a signed-in visitor home and an incomplete profile to /complete-profile', async () => {
    stubFetch({ '/api/me': meAnswer(shopper()) });
    const first = renderAt(<AuthScreen />, '/auth');
    await screen.findByText('elsewhere');
    expect(first.router.state.location.pathname).toBe('/');
    first.unmount();

    stubFetch({ '/api/me': meAnswer(shopper(), true) });
    const second = renderAt(<AuthScreen />, '/auth');
    await screen.findByText('elsewhere');
    expect(second.router.state.location.pathname).toBe('/complete-profile');
  });

  it('says when the confirmation link was bad (?error=TOKEN_EXPIRED)', async () => {
    stubFetch({ '/api/me': guestAnswer });
    renderAt(<AuthScreen />, '/auth?error=TOKEN_EXPIRED');
    expect(screen.getByRole('alert').textContent).toBe(t.verifyLinkInvalid);
  });

  it("shows 'emailVerified' after the confirmation link (?verified=1)", async () => {
    stubFetch({ '/api/me': guestAnswer });
    renderAt(<AuthScreen />, '/auth?verified=1');
    expect((await screen.findByText(m.emailVerified)).closest('[role="status"]')).toBeTruthy();
  });
});

describe('web /auth, register', () => {
  async function fillRegister(confirmation: string) {
    await userEvent.click(screen.getByRole('tab', { name: t.registerTab }));
    await userEvent.type(screen.getByLabelText(t.fullName), 'رنا الحلبي');
    await userEvent.type(screen.getByLabelText(t.email), 'rana@example.com');
    await userEvent.type(screen.getByLabelText(t.phone), '+963 944 123 456');
    await userEvent.type(screen.getByLabelText(t.password), 'rana-pass-1');
    await userEvent.type(screen.getByLabelText(t.confirmPassword), confirmation);
    await userEvent.click(screen.getByRole('button', { name: t.registerSubmit }));
  }

  it("reports a mismatch as 'كلمات المرور غير متطابقة' on the confirmation, nothing sent", async () => {
    const fetchMock = stubFetch({ '/api/me': guestAnswer });
    renderAt(<AuthScreen />, '/auth');
    await fillRegister('something-else');
    const confirmation = screen.getByLabelText(t.confirmPassword);
    expect(confirmation.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(m.passwordsDoNotMatch)).toBeTruthy();
    expect(document.activeElement).toBe(confirmation);
    expect(callsTo(fetchMock, '/api/auth/sign-up/email')).toHaveLength(0);
  });

  it('registers, toasts, and says to check the email (no session yet)', async () => {
    const fetchMock = stubFetch({
      '/api/me': guestAnswer,
      '/api/auth/sign-up/email': () => json({ user: { id: 'u2' } }),
    });
    renderAt(<AuthScreen />, '/auth?mode=register');
    await userEvent.type(screen.getByLabelText(t.fullName), 'رنا الحلبي');
    await userEvent.type(screen.getByLabelText(t.email), 'rana@example.com');
    await userEvent.type(screen.getByLabelText(t.phone), '٠٩٤٤ ١٢٣ ٤٥٦');
    await userEvent.type(screen.getByLabelText(t.password), 'rana-pass-1');
    await userEvent.type(screen.getByLabelText(t.confirmPassword), 'rana-pass-1');
    await userEvent.click(screen.getByRole('button', { name: t.registerSubmit }));

    expect(await screen.findByRole('heading', { name: t.checkEmailTitle })).toBeTruthy();
    expect(screen.getByText(t.checkEmailText('rana@example.com'))).toBeTruthy();
    expect(await screen.findByText(m.accountCreatedTitle)).toBeTruthy();
    expect(screen.getByText(m.accountCreatedText)).toBeTruthy();
    const [[, init] = []] = callsTo(fetchMock, '/api/auth/sign-up/email');
    expect(bodyOf(init)).toEqual({
      name: 'رنا الحلبي',
      email: 'rana@example.com',
      phone: '0944 123 456',
      password: 'rana-pass-1',
    });
  });

  it('shows the duplicate-email sentence with the registration toast title', async () => {
    stubFetch({
      '/api/me': guestAnswer,
      '/api/auth/sign-up/email': apiError(409, 'EMAIL_ALREADY_REGISTERED', m.alreadyRegistered),
    });
    renderAt(<AuthScreen />, '/auth');
    await fillRegister('rana-pass-1');
    expect((await screen.findByRole('alert')).textContent).toBe(m.alreadyRegistered);
    expect(await screen.findByText(m.registerErrorTitle)).toBeTruthy();
  });
});

describe('web /auth, password reset', () => {
  it('opens the new-password form from ?mode=reset and sends the token with the new password', async () => {
    const fetchMock = stubFetch({
      '/api/me': guestAnswer,
      '/api/auth/reset-password': () => json({ status: true }),
    });
    const { router } = renderAt(<AuthScreen />, '/auth?mode=reset&token=tok-123');
    expect(screen.getByRole('heading', { name: t.newPasswordTitle })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    await userEvent.type(screen.getByLabelText(t.newPassword), 'new-pass-99');
    await userEvent.type(screen.getByLabelText(t.confirmNewPassword), 'new-pass-99');
    await userEvent.click(screen.getByRole('button', { name: t.newPasswordSubmit }));

    expect(await screen.findByText(m.passwordUpdated)).toBeTruthy();
    expect(screen.getByRole('tab', { name: t.loginTab }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(router.state.location.search).toBe('');
    const [[, init] = []] = callsTo(fetchMock, '/api/auth/reset-password');
    expect(bodyOf(init)).toEqual({ token: 'tok-123', newPassword: 'new-pass-99' });
  });

  it('says the link expired (?error=INVALID_TOKEN) and offers a new one', async () => {
    stubFetch({ '/api/me': guestAnswer });
    renderAt(<AuthScreen />, '/auth?mode=reset&error=INVALID_TOKEN');
    expect(screen.getByRole('alert').textContent).toBe(m.resetTokenInvalid);
    await userEvent.click(screen.getByRole('button', { name: t.requestNewLink }));
    expect(screen.getByRole('heading', { name: t.forgotTitle })).toBeTruthy();
  });

  it('titles a refused reset with the spec toast title and the server message', async () => {
    stubFetch({
      '/api/me': guestAnswer,
      '/api/auth/reset-password': apiError(400, 'INVALID_TOKEN', m.resetTokenInvalid),
    });
    renderAt(<AuthScreen />, '/auth?mode=reset&token=old');
    await userEvent.type(screen.getByLabelText(t.newPassword), 'new-pass-99');
    await userEvent.type(screen.getByLabelText(t.confirmNewPassword), 'new-pass-99');
    await userEvent.click(screen.getByRole('button', { name: t.newPasswordSubmit }));
    expect((await screen.findByRole('alert')).textContent).toBe(m.resetTokenInvalid);
    expect(await screen.findByText(m.updatePasswordErrorTitle)).toBeTruthy();
  });

  it('requests the reset mail with the reset redirect, then returns to login with the note', async () => {
    const fetchMock = stubFetch({
      '/api/me': guestAnswer,
      '/api/auth/request-password-reset': () => json({ status: true }),
    });
    renderAt(<AuthScreen />, '/auth');
    await userEvent.click(screen.getByRole('button', { name: t.forgotLink }));
    await userEvent.type(screen.getByLabelText(t.email), 'sara@example.com');
    await userEvent.click(screen.getByRole('button', { name: t.forgotSubmit }));

    expect(await screen.findByText(m.resetLinkSent)).toBeTruthy();
    expect(screen.getByRole('tab', { name: t.loginTab })).toBeTruthy();
    const [[, init] = []] = callsTo(fetchMock, '/api/auth/request-password-reset');
    expect(bodyOf(init)).toEqual({ email: 'sara@example.com', redirectTo: '/auth?mode=reset' });
  });

  it("titles a failed reset request 'خطأ في إرسال الرابط'", async () => {
    stubFetch({
      '/api/me': guestAnswer,
      '/api/auth/request-password-reset': () => Promise.reject(new TypeError('offline')),
    });
    renderAt(<AuthScreen />, '/auth?mode=forgot');
    await userEvent.type(screen.getByLabelText(t.email), 'sara@example.com');
    await userEvent.click(screen.getByRole('button', { name: t.forgotSubmit }));
    expect((await screen.findByRole('alert')).textContent).toBe(m.resetException);
    expect(await screen.findByText(m.resetErrorTitle)).toBeTruthy();
  });
});
