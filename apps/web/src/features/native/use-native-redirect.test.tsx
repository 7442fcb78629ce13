import { waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { SIMULATE_NATIVE_KEY } from './native-platform';
import { useNativeRedirect } from './use-native-redirect';

function Root() {
  useNativeRedirect();
  return <Outlet />;
}

const routes = [{ path: '/', Component: Root, children: [{ path: '*', element: <p>screen</p> }] }];

describe('native redirect', () => {
  it('replaces /cart with /mobile/cart in the (simulated) native app, keeping query and hash', async () => {
    localStorage.setItem(SIMULATE_NATIVE_KEY, '1');
    const { router } = renderRoutes(routes, '/cart?from=push#top');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mobile/cart'));
    expect(router.state.location.search).toBe('?from=push');
    expect(router.state.location.hash).toBe('#top');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(document.documentElement.hasAttribute('data-native')).toBe(true);
  });

  it('applies the rule on later navigations too', async () => {
    localStorage.setItem(SIMULATE_NATIVE_KEY, '1');
    const { router } = renderRoutes(routes, '/mobile');
    await router.navigate('/product/p1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mobile/product/p1'));
  });

  it('leaves the auth screen alone in the native app', async () => {
    localStorage.setItem(SIMULATE_NATIVE_KEY, '1');
    const { router } = renderRoutes(routes, '/auth');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('does nothing in a plain browser', async () => {
    const { router } = renderRoutes(routes, '/cart');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(router.state.location.pathname).toBe('/cart');
    expect(document.documentElement.hasAttribute('data-native')).toBe(false);
  });

  it('turns simulation on with ?native=1 once', async () => {
    const { router } = renderRoutes(routes, '/reels?native=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mobile/reels'));
    expect(localStorage.getItem(SIMULATE_NATIVE_KEY)).toBe('1');
  });
});
