import { nav } from '@souq/domain/locales/ar/nav';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meAnswer, shopper } from '@/test/accounts';
import { json, renderRoutes, stubFetch } from '@/test/render';
import { RequireAccount } from './require-account';
import { useSignOut } from './use-sign-out';

function LogoutButton() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={signOut}>
      {nav.logout}
    </button>
  );
}

describe('sign out', () => {
  it('from a guarded screen lands on / (not on /auth through the guard)', async () => {
    stubFetch({
      '/api/me': meAnswer(shopper()),
      '/api/auth/sign-out': () => json({ success: true }),
    });
    const { router } = renderRoutes(
      [
        { path: '/settings', element: <RequireAccount>{() => <LogoutButton />}</RequireAccount> },
        { path: '/', lazy: async () => ({ element: <p>home</p> }) },
        { path: '/auth', element: <p>auth</p> },
      ],
      '/settings',
    );
    await userEvent.click(await screen.findByRole('button', { name: nav.logout }));
    expect(await screen.findByText('home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByText(nav.loggedOut)).toBeTruthy();
  });
});
