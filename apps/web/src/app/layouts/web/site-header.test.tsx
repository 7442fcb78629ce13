import { nav } from '@souq/domain/locales/ar/nav';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeCart } from '@/features/cart/cart-storage';
import { meAnswer, shopper } from '@/test/accounts';
import { callsTo, json, renderAt, renderRoutes, stubFetch } from '@/test/render';
import { SiteHeader } from './site-header';

const session = (user: ReturnType<typeof shopper> | null, needsProfile = false) =>
  stubFetch({ '/api/me': meAnswer(user, needsProfile) });
const cartItem = (productId: string, quantity: number) => ({
  productId,
  variantId: null,
  quantity,
});

afterEach(() => vi.unstubAllGlobals());

describe('site header', () => {
  it('offers login to a guest and hides my orders', async () => {
    session(null);
    renderAt(<SiteHeader />, '/products');
    const logins = await screen.findAllByRole('link', { name: nav.login });
    expect(logins[0]?.getAttribute('href')).toBe('/auth');
    expect(screen.queryByRole('link', { name: nav.myOrders })).toBeNull();
  });

  it('treats a failing session call as signed out', async () => {
    stubFetch({ '/api/me': () => json({ error: { code: 'INTERNAL', message: 'x' } }, 500) });
    renderAt(<SiteHeader />);
    expect((await screen.findAllByRole('link', { name: nav.login })).length).toBeGreaterThan(0);
  });

  it('greets a signed-in shopper, links my orders and settings, offers logout', async () => {
    session(shopper({ name: 'سارة' }));
    renderAt(<SiteHeader />);
    expect((await screen.findAllByText(nav.greeting('سارة'))).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: nav.myOrders })[0]?.getAttribute('href')).toBe(
      '/my-orders',
    );
    expect(screen.getAllByRole('link', { name: nav.settings })[0]?.getAttribute('href')).toBe(
      '/settings',
    );
    expect(screen.getAllByRole('button', { name: nav.logout }).length).toBeGreaterThan(0);
  });

  it('shows only the complete-profile prompt when the profile is incomplete', async () => {
    session(shopper(), true);
    renderAt(<SiteHeader />);
    const button = await screen.findByRole('link', { name: new RegExp(nav.completeProfilePrompt) });
    expect(button.getAttribute('href')).toBe('/complete-profile');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('link', { name: /السلة/ })).toBeNull();
  });

  it('counts cart quantities from localStorage and follows storage changes', async () => {
    session(null);
    localStorage.setItem('shopping-cart', JSON.stringify([cartItem('a', 2), cartItem('b', 3)]));
    renderAt(<SiteHeader />);
    const cart = await screen.findByRole('link', { name: nav.cartLabel(5) });
    expect(cart.getAttribute('href')).toBe('/cart');
    expect(within(cart).getByText('5')).toBeTruthy();

    // Another tab changed the cart: the browser fires 'storage' here.
    localStorage.setItem('shopping-cart', JSON.stringify([cartItem('a', 1)]));
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'shopping-cart' })));
    expect(screen.getByRole('link', { name: nav.cartLabel(1) })).toBeTruthy();

    // This tab wrote it (no 'storage' event in the writing tab).
    act(() => writeCart([]));
    expect(screen.getByRole('link', { name: nav.cartLabel(0) })).toBeTruthy();
  });

  it('marks the current page in the navigation with aria-current', async () => {
    session(null);
    renderAt(<SiteHeader />, '/products');
    const [link] = await screen.findAllByRole('link', { name: nav.products });
    expect(link?.getAttribute('aria-current')).toBe('page');
  });

  it('opens and closes the narrow-screen menu from a labelled button', async () => {
    session(null);
    renderAt(<SiteHeader />);
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: nav.openMenu });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe(nav.closeMenu);
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('logs out: POST sign-out, the toast, home, and the login button again', async () => {
    const fetchMock = stubFetch({
      '/api/me': meAnswer(shopper({ name: 'سارة' })),
      '/api/auth/sign-out': () => json({ success: true }),
    });
    // One catch-all route: the header stays mounted across the navigation.
    const { router } = renderRoutes(
      [
        {
          path: '*',
          element: <SiteHeader />,
        },
      ],
      '/settings',
    );
    const [logout] = await screen.findAllByRole('button', { name: nav.logout });
    await userEvent.click(logout as HTMLElement);
    expect(await screen.findByText(nav.loggedOut)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(callsTo(fetchMock, '/api/auth/sign-out')[0]?.[1]?.method).toBe('POST');
    expect((await screen.findAllByRole('link', { name: nav.login })).length).toBeGreaterThan(0);
  });

  it('says so when the logout fails, and stays signed in', async () => {
    stubFetch({
      '/api/me': meAnswer(shopper({ name: 'سارة' })),
      '/api/auth/sign-out': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderAt(<SiteHeader />);
    const [logout] = await screen.findAllByRole('button', { name: nav.logout });
    await userEvent.click(logout as HTMLElement);
    expect(await screen.findByText(nav.logoutErrorTitle)).toBeTruthy();
    expect(screen.getByText(nav.logoutErrorText)).toBeTruthy();
    expect(screen.getAllByText(nav.greeting('سارة')).length).toBeGreaterThan(0);
  });
});
