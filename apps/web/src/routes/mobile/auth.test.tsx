import { authMessages as m } from '@souq/domain/locales/ar/auth';
import { authScreens as t } from '@souq/domain/locales/ar/auth-screens';
import { paths } from '@souq/domain/paths';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { guestAnswer, meAnswer, shopper } from '@/test/accounts';
import { callsTo, json, renderAt, stubFetch } from '@/test/render';
import { Component as MobileAuth } from './auth';

describe('mobile auth', () => {
  it('logs in, toasts the spec success and goes to /mobile', async () => {
    let signedIn = false;
    stubFetch({
      '/api/me': () => (signedIn ? meAnswer(shopper())() : guestAnswer()),
      '/api/auth/sign-in/email': () => {
        signedIn = true;
        return json({ user: { id: 'u1' } });
      },
    });
    const { router } = renderAt(<MobileAuth />, '/mobile/auth');
    expect(screen.getByRole('link', { name: t.back }).getAttribute('href')).toBe('/mobile');
    await userEvent.type(screen.getByLabelText(t.email), 'shopper@souq.test');
    await userEvent.type(screen.getByLabelText(t.password), 'souq-demo-1234');
    await userEvent.click(screen.getByRole('button', { name: t.loginSubmit }));
    expect(await screen.findByText(m.loggedInTitle)).toBeTruthy();
    expect(screen.getByText(m.loggedInText)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/mobile');
  });

  it('toggles the password between hidden and shown', async () => {
    stubFetch({ '/api/me': guestAnswer });
    renderAt(<MobileAuth />, '/mobile/auth');
    const password = screen.getByLabelText(t.password);
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    await userEvent.click(screen.getByRole('button', { name: t.showPassword }));
    expect(password.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: t.hidePassword }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('opens on the register tab from ?mode=register and checks the confirmation', async () => {
    stubFetch({ '/api/me': guestAnswer });
    renderAt(<MobileAuth />, '/mobile/auth?mode=register');
    expect(screen.getByRole('tab', { name: t.registerTab }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await userEvent.type(screen.getByLabelText(t.password), 'rana-pass-1');
    await userEvent.type(screen.getByLabelText(t.confirmPassword), 'rana-pass-2');
    await userEvent.click(screen.getByRole('button', { name: t.registerSubmit }));
    expect(screen.getByText(m.passwordsDoNotMatch)).toBeTruthy();
    expect(screen.getByText(m.nameRequired)).toBeTruthy();
  });

  it('asks for a reset link without leaving /mobile, so the mailed link lands here', async () => {
    const fetchMock = stubFetch({
      '/api/me': guestAnswer,
      [paths.api.auth.requestPasswordReset()]: () => json({ status: true }),
    });
    const { router } = renderAt(<MobileAuth />, '/mobile/auth');
    await userEvent.click(screen.getByRole('button', { name: t.forgotLink }));
    expect(router.state.location.pathname).toBe('/mobile/auth');
    await userEvent.type(screen.getByLabelText(t.email, { exact: false }), 'a@example.org');
    await userEvent.click(screen.getByRole('button', { name: t.forgotSubmit }));
    const [, init] = callsTo(fetchMock, paths.api.auth.requestPasswordReset())[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'a@example.org',
      redirectTo: '/mobile/auth?mode=reset',
    });
  });

  it('opens the new-password form from a /mobile reset link, and the confirmation notice', async () => {
    stubFetch({ '/api/me': guestAnswer });
    renderAt(<MobileAuth />, '/mobile/auth?mode=reset&token=abc');
    expect(await screen.findByRole('heading', { name: t.newPasswordTitle })).toBeTruthy();
  });

  it('sends an authenticated user to /mobile at once', async () => {
    stubFetch({ '/api/me': meAnswer(shopper()) });
    const { router } = renderAt(<MobileAuth />, '/mobile/auth');
    await screen.findByText('elsewhere');
    expect(router.state.location.pathname).toBe('/mobile');
  });
});
