import { authMessages as m } from '@souq/domain/locales/ar/auth';
import { profileText } from '@souq/domain/locales/ar/profile';
import { settingsText } from '@souq/domain/locales/ar/settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DARK_MODE_KEY } from '@/features/preferences/dark-mode';
import { useSessionTheme } from '@/features/preferences/use-session-theme';
import { guestAnswer, meAnswer, meBody, shopper } from '@/test/accounts';
import { callsTo, json, renderAt, stubFetch } from '@/test/render';
import { Component as MobileSettings } from './settings';

const t = settingsText.mobile;
const html = document.documentElement;

/** The screen as the app renders it: the theme follows the session (App does this). */
function ThemedSettings() {
  useSessionTheme();
  return <MobileSettings />;
}

describe('mobile settings', () => {
  it('shows the spec defaults: order notifications on, offers off, dark mode off, Arabic', async () => {
    stubFetch({ '/api/me': meAnswer(shopper()) });
    renderAt(<ThemedSettings />, '/mobile/settings');
    const switchNamed = (name: string) => screen.getByRole('switch', { name });
    await screen.findByRole('switch', { name: t.darkMode });
    expect(switchNamed(t.orderNotifications).getAttribute('aria-checked')).toBe('true');
    expect(switchNamed(t.offersAndDiscounts).getAttribute('aria-checked')).toBe('false');
    expect(switchNamed(t.darkMode).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText(t.languageValue)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.backToProfile }).getAttribute('href')).toBe(
      '/mobile/profile',
    );
  });

  it('switches dark mode on the html element and stores it with PUT /api/me/preferences', async () => {
    const user = shopper();
    const saved = { ...user.preferences, darkMode: true };
    const fetchMock = stubFetch({
      '/api/me': meAnswer(user),
      '/api/me/preferences': () => json(meBody({ ...user, preferences: saved })),
    });
    renderAt(<ThemedSettings />, '/mobile/settings');
    const dark = await screen.findByRole('switch', { name: t.darkMode });
    expect(html.classList.contains('dark')).toBe(false);

    await userEvent.click(dark);
    await waitFor(() => expect(html.classList.contains('dark')).toBe(true));
    expect(dark.getAttribute('aria-checked')).toBe('true');
    expect(localStorage.getItem(DARK_MODE_KEY)).toBe('1');
    const [[, init] = []] = callsTo(fetchMock, '/api/me/preferences');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual(saved);
  });

  it('rolls the switch and the theme back, with an error toast, when saving fails', async () => {
    stubFetch({
      '/api/me': meAnswer(shopper()),
      '/api/me/preferences': () => json({ error: { code: 'INTERNAL', message: 'x' } }, 500),
    });
    renderAt(<ThemedSettings />, '/mobile/settings');
    const dark = await screen.findByRole('switch', { name: t.darkMode });
    await userEvent.click(dark);
    expect(await screen.findByText(m.saveChangesException)).toBeTruthy();
    await waitFor(() => expect(dark.getAttribute('aria-checked')).toBe('false'));
    expect(html.classList.contains('dark')).toBe(false);
  });

  it('opens the change-password sheet with the shared form, and the privacy policy', async () => {
    stubFetch({ '/api/me': meAnswer(shopper()) });
    renderAt(<ThemedSettings />, '/mobile/settings');
    await userEvent.click(await screen.findByRole('button', { name: t.changePassword }));
    const sheet = await screen.findByRole('dialog', { name: t.changePassword });
    expect(within(sheet).getByLabelText(settingsText.changePassword.current)).toBeTruthy();
    await userEvent.click(within(sheet).getByRole('button', { name: t.close }));
    await userEvent.click(screen.getByRole('button', { name: t.privacyPolicy }));
    const privacy = await screen.findByRole('dialog', { name: t.privacyPolicy });
    expect(within(privacy).getByText(settingsText.privacyPolicy[0])).toBeTruthy();
  });

  it('links contact support to mail', async () => {
    stubFetch({ '/api/me': meAnswer(shopper()) });
    renderAt(<ThemedSettings />, '/mobile/settings');
    const contact = await screen.findByRole('link', { name: new RegExp(t.contactSupport) });
    expect(contact.getAttribute('href')).toMatch(/^mailto:/);
  });

  it('shows a guest the login-required card', async () => {
    stubFetch({ '/api/me': guestAnswer });
    renderAt(<ThemedSettings />, '/mobile/settings');
    expect(
      await screen.findByRole('heading', { name: profileText.loginRequired.title }),
    ).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
