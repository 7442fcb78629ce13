import { authMessages as m } from '@souq/domain/locales/ar/auth';
import { authScreens as t } from '@souq/domain/locales/ar/auth-screens';
import { settingsText } from '@souq/domain/locales/ar/settings';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebAuthScreen as AuthScreen } from '@/features/auth/web-auth-screen';
import { guestAnswer } from '@/test/accounts';
import { json, renderAt, stubFetch } from '@/test/render';
import { ChangePasswordForm } from './change-password-form';

afterEach(() => vi.useRealTimers());

/** Lets pending promises (fetch, React updates) settle without moving the fake clock. */
const settle = () => act(async () => {});

describe('submit status cycle (spec orders §4: back to idle 2 s after an attempt)', () => {
  it('runs idle -> loading -> error -> idle, shown on the button and spoken', async () => {
    vi.useFakeTimers();
    let answer: (response: Response) => void = () => undefined;
    stubFetch({
      '/api/me': guestAnswer,
      '/api/auth/sign-in/email': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderAt(<AuthScreen />, '/auth');
    const button = screen.getByRole('button', { name: t.loginSubmit });
    fireEvent.change(screen.getByLabelText(t.email), { target: { value: 'sara@example.com' } });
    fireEvent.change(screen.getByLabelText(t.password), { target: { value: 'wrong-pass' } });
    expect(button.dataset.status).toBe('idle');

    fireEvent.click(button);
    await settle();
    expect(button.dataset.status).toBe('loading');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(t.status.loading)).toBeTruthy();

    answer(json({ error: { code: 'INVALID_CREDENTIALS', message: m.invalidCredentials } }, 401));
    await settle();
    await settle();
    expect(button.dataset.status).toBe('error');
    expect(screen.getByText(t.status.error)).toBeTruthy();

    await act(async () => vi.advanceTimersByTime(1999));
    expect(button.dataset.status).toBe('error');
    await act(async () => vi.advanceTimersByTime(1));
    expect(button.dataset.status).toBe('idle');
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows success with a check, then idle again after 2 s (change password)', async () => {
    vi.useFakeTimers();
    stubFetch({
      '/api/me': guestAnswer,
      '/api/auth/change-password': () => json({ token: null }),
    });
    renderAt(<ChangePasswordForm />);
    const c = settingsText.changePassword;
    fireEvent.change(screen.getByLabelText(c.current), { target: { value: 'old-pass-11' } });
    fireEvent.change(screen.getByLabelText(c.next), { target: { value: 'new-pass-22' } });
    fireEvent.change(screen.getByLabelText(c.confirm), { target: { value: 'new-pass-22' } });
    const button = screen.getByRole('button', { name: c.submit });
    fireEvent.click(button);
    await settle();
    await settle();
    expect(button.dataset.status).toBe('success');
    expect(screen.getByText(t.status.success)).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(2000));
    expect(button.dataset.status).toBe('idle');
  });
});
