import { nav } from '@souq/domain/locales/ar/nav';
import { profileText } from '@souq/domain/locales/ar/profile';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { guestAnswer, meAnswer, shopper } from '@/test/accounts';
import { callsTo, json, renderAt, stubFetch } from '@/test/render';
import { Component as MobileProfile } from './profile';

const t = profileText.mobile;

describe('mobile profile', () => {
  it('offers a guest login and create account (the register tab)', async () => {
    stubFetch({ '/api/me': guestAnswer });
    renderAt(<MobileProfile />, '/mobile/profile');
    expect((await screen.findByRole('link', { name: t.login })).getAttribute('href')).toBe(
      '/mobile/auth',
    );
    expect(screen.getByRole('link', { name: t.createAccount }).getAttribute('href')).toBe(
      '/mobile/auth?mode=register',
    );
  });

  it('shows name, email, phone and the account menu', async () => {
    const user = shopper();
    stubFetch({ '/api/me': meAnswer(user) });
    renderAt(<MobileProfile />, '/mobile/profile');
    expect(await screen.findByText(user.name)).toBeTruthy();
    expect(screen.getByText(user.email)).toBeTruthy();
    expect(screen.getByText(user.phone as string)).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: t.menuLabel });
    const hrefs = within(menu)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      [t.editProfile, '/mobile/profile/edit'],
      [t.addresses, '/mobile/addresses'],
      [t.orders, '/mobile/orders'],
      [t.settings, '/mobile/settings'],
    ]);
  });

  it('logs out to /mobile with the toast', async () => {
    const fetchMock = stubFetch({
      '/api/me': meAnswer(shopper()),
      '/api/auth/sign-out': () => json({ success: true }),
    });
    const { router } = renderAt(<MobileProfile />, '/mobile/profile');
    await userEvent.click(await screen.findByRole('button', { name: t.logout }));
    expect(await screen.findByText(nav.loggedOut)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/mobile');
    expect(callsTo(fetchMock, '/api/auth/sign-out')).toHaveLength(1);
  });

  it('asks an incomplete profile to complete it', async () => {
    stubFetch({ '/api/me': meAnswer(shopper(), true) });
    renderAt(<MobileProfile />, '/mobile/profile');
    const link = await screen.findByRole('link', { name: nav.completeProfileButton });
    expect(link.getAttribute('href')).toBe('/complete-profile');
  });
});
