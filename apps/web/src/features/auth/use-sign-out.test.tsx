import { nav } from '@souq/domain/locales/ar/nav';
import { PRELOADED_DATA_ELEMENT_ID } from '@souq/domain/page-preload';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { takePreloaded } from '@/lib/preloaded-data';
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

  it("forgets the answers the page brought for the signed-out visitor's session", async () => {
    stubFetch({
      '/api/me': meAnswer(shopper()),
      '/api/auth/sign-out': () => json({ success: true }),
    });
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PRELOADED_DATA_ELEMENT_ID;
    block.textContent = JSON.stringify({ '/api/seller/store': { store: null } });
    document.head.append(block);
    renderRoutes(
      [
        { path: '/settings', element: <LogoutButton /> },
        { path: '/', element: <p>home</p> },
      ],
      '/settings',
    );
    await userEvent.click(await screen.findByRole('button', { name: nav.logout }));
    await screen.findByText('home');
    expect(takePreloaded('/api/seller/store')).toBeUndefined();
    expect(document.getElementById(PRELOADED_DATA_ELEMENT_ID)).toBeNull();
  });
});
