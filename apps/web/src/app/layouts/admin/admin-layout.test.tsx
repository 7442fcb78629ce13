import { adminText } from '@souq/domain/locales/ar/admin';
import { nav } from '@souq/domain/locales/ar/nav';
import { paths } from '@souq/domain/paths';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { guestAnswer, meAnswer, shopper } from '@/test/accounts';
import { json, renderRoutes, stubFetch } from '@/test/render';
import { AdminLayout } from './admin-layout';

function render() {
  return renderRoutes(
    [
      {
        path: '/admin',
        element: <AdminLayout />,
        children: [{ path: 'stores', element: <p>stores screen</p> }],
      },
      { path: '*', element: <p>elsewhere</p> },
    ],
    '/admin/stores',
  );
}

describe('the /admin frame', () => {
  it("shows the console's sections and signs out into the console's home", async () => {
    let signedIn = true;
    stubFetch({
      '/api/me': () =>
        signedIn ? meAnswer(shopper({ type: 'admin', name: 'Administrator' }))() : guestAnswer(),
      [paths.api.auth.signOut()]: () => {
        signedIn = false;
        return json({ success: true });
      },
    });
    const { router } = render();
    const sections = await screen.findByRole('navigation', { name: adminText.nav.label });
    expect(
      within(sections)
        .getByRole('link', { name: adminText.nav.stores })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(
      within(sections).getByRole('link', { name: adminText.nav.newsletter }).getAttribute('href'),
    ).toBe(paths.admin.newsletter());
    // The dashboard is /admin itself: first, and current only there, not on every screen under it.
    const dashboard = within(sections).getAllByRole('link')[0]!;
    expect(dashboard.textContent).toBe(adminText.nav.dashboard);
    expect(dashboard.getAttribute('href')).toBe(paths.admin.home());
    expect(dashboard.getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('main').textContent).toBe('stores screen');
    await userEvent.click(screen.getByRole('button', { name: nav.logout }));
    await screen.findByText(nav.loggedOut);
    expect(router.state.location.pathname).toBe(paths.admin.home());
  });
});
