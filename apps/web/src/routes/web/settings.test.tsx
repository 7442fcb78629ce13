import { addressText } from '@souq/domain/locales/ar/addresses';
import { authMessages as m } from '@souq/domain/locales/ar/auth';
import { profileText } from '@souq/domain/locales/ar/profile';
import { settingsText as t } from '@souq/domain/locales/ar/settings';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { guestAnswer, meAnswer, meBody, shopper } from '@/test/accounts';
import { callsTo, json, renderAt, stubFetch } from '@/test/render';
import { Component as Settings } from './settings';

describe('web settings', () => {
  it('sends an administrator to the admin console instead of a refusal', async () => {
    stubFetch({ '/api/me': meAnswer(shopper({ type: 'admin', name: 'Administrator' })) });
    const { router } = renderAt(<Settings />, '/settings');
    await screen.findByText('elsewhere');
    expect(router.state.location.pathname).toBe('/admin');
    expect(screen.queryByRole('heading', { name: m.notAllowed })).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('sends a vendor to the seller console instead of a refusal', async () => {
    stubFetch({ '/api/me': meAnswer(shopper({ type: 'vendor' })) });
    const { router } = renderAt(<Settings />, '/settings');
    await screen.findByText('elsewhere');
    expect(router.state.location.pathname).toBe('/seller');
    expect(screen.queryByRole('heading', { name: m.notAllowed })).toBeNull();
  });

  it('sends a guest to /auth and an incomplete profile to /complete-profile', async () => {
    stubFetch({ '/api/me': guestAnswer });
    const guest = renderAt(<Settings />, '/settings');
    await screen.findByText('elsewhere');
    expect(guest.router.state.location.pathname).toBe('/auth');
    expect(guest.router.state.location.state).toEqual({ from: '/settings' });
    guest.unmount();

    stubFetch({ '/api/me': meAnswer(shopper(), true) });
    const incomplete = renderAt(<Settings />, '/settings');
    await screen.findByText('elsewhere');
    expect(incomplete.router.state.location.pathname).toBe('/complete-profile');
  });

  it('has three tabs, moved with the arrow keys in reading order', async () => {
    stubFetch({ '/api/me': meAnswer(shopper()) });
    renderAt(<Settings />, '/settings');
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      t.tabs.profile,
      t.tabs.addresses,
      t.tabs.orders,
    ]);
    expect(screen.getByRole('tablist').getAttribute('aria-label')).toBe(t.tabsLabel);
    tabs[0]?.focus();
    // Right to left: the next tab is on the left.
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: t.tabs.addresses }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('heading', { name: addressText.list.title })).toBeTruthy();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('link', { name: t.orders.link }).getAttribute('href')).toBe(
      '/my-orders',
    );
  });

  it('saves name and phone with PATCH, keeps the email read-only, toasts success', async () => {
    const user = shopper();
    const fetchMock = stubFetch({
      '/api/me': meAnswer(user),
      '/api/me/profile': () => json(meBody({ ...user, name: 'سارة ش.' })),
    });
    renderAt(<Settings />, '/settings');
    const email = (await screen.findByLabelText(t.profileCard.email)) as HTMLInputElement;
    expect(email.readOnly).toBe(true);
    expect(email.value).toBe(user.email);
    expect(screen.getByText(t.profileCard.emailLocked)).toBeTruthy();

    const name = screen.getByLabelText(t.profileCard.name);
    await userEvent.clear(name);
    await userEvent.type(name, 'سارة ش.');
    await userEvent.click(screen.getByRole('button', { name: t.profileCard.save }));
    expect(await screen.findByText(profileText.edit.savedTitle)).toBeTruthy();
    const [[, init] = []] = callsTo(fetchMock, '/api/me/profile');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'سارة ش.', phone: user.phone });
  });

  it("reports a failed save with 'حدث خطأ أثناء حفظ التغييرات'", async () => {
    stubFetch({
      '/api/me': meAnswer(shopper()),
      '/api/me/profile': () => Promise.reject(new TypeError('offline')),
    });
    renderAt(<Settings />, '/settings');
    await userEvent.click(await screen.findByRole('button', { name: t.profileCard.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(m.saveChangesException);
  });

  const wrongCurrent = m.currentPasswordWrong;
  it.each([
    ['401 INVALID_CREDENTIALS', 401, { code: 'INVALID_CREDENTIALS', message: wrongCurrent }],
    [
      '400 with the problem on currentPassword',
      400,
      {
        code: 'VALIDATION_FAILED',
        message: wrongCurrent,
        details: [{ in: 'body', field: 'currentPassword', message: wrongCurrent }],
      },
    ],
  ])('marks a wrong current password on its field (%s)', async (_name, status, error) => {
    stubFetch({
      '/api/me': meAnswer(shopper()),
      '/api/auth/change-password': () => json({ error }, status),
    });
    renderAt(<Settings />, '/settings');
    const c = t.changePassword;
    await userEvent.type(await screen.findByLabelText(c.current), 'not-my-pass');
    await userEvent.type(screen.getByLabelText(c.next), 'new-pass-22');
    await userEvent.type(screen.getByLabelText(c.confirm), 'new-pass-22');
    await userEvent.click(screen.getByRole('button', { name: c.submit }));
    const current = screen.getByLabelText(c.current);
    await screen.findByText(m.updatePasswordErrorTitle);
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(current);
    const describedBy = current.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(wrongCurrent);
  });
});
