import { cartItemFixture } from '@souq/domain/cart.fixture';
import { cartText } from '@souq/domain/locales/ar/cart';
import { screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { meAnswer, shopper } from '@/test/accounts';
import { renderRoutes, stubFetch } from '@/test/render';
import { readCart } from './cart-storage';
import { FinishPendingAdd } from './finish-pending-add';
import { readPendingAdd, savePendingAdd } from './pending-add';

/** The layout's part: FinishPendingAdd above each page, the page saying where it is. */
function renderSignedInAt(path: string) {
  return renderRoutesWithMe(path, meAnswer(shopper()));
}

function renderRoutesWithMe(path: string, me: () => Response | Promise<Response>) {
  stubFetch({ '/api/me': me });
  const page = (name: string) => ({ path: name, element: <p>{name}</p> });
  return renderRoutes(
    [
      {
        element: (
          <>
            <FinishPendingAdd />
            <Outlet />
          </>
        ),
        children: [
          page('/product/p1'),
          page('/mobile/product/p1'),
          page('/mobile'),
          page('/mobile/auth'),
          page('/vendors-map'),
        ],
      },
    ],
    path,
  );
}

const chosen = cartItemFixture({ variantId: 'red-m', variantName: 'أحمر / M', quantity: 2 });

describe('finishing an add after sign-in', () => {
  it('adds the chosen variant and quantity back on the page it was asked from, once', async () => {
    savePendingAdd(chosen, '/product/p1');
    renderSignedInAt('/product/p1');
    await waitFor(() => expect(readCart()).toHaveLength(1));
    expect(readCart()[0]).toMatchObject({ variantId: 'red-m', quantity: 2 });
    expect(readPendingAdd()).toBeNull();
    expect(await screen.findByText(cartText.added)).toBeTruthy();
  });

  it("takes a phone user from the sign-in screen's home back to the product, then adds", async () => {
    savePendingAdd(chosen, '/mobile/product/p1');
    const { router } = renderSignedInAt('/mobile/auth');
    await screen.findByText('/mobile/auth');
    await router.navigate('/mobile', { replace: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/mobile/product/p1'));
    await waitFor(() => expect(readCart()).toHaveLength(1));
  });

  it('follows the shopper who left the sign-in screen before the session check answered', async () => {
    savePendingAdd(chosen, '/mobile/product/p1');
    let answerMe: (answer: Response) => void = () => {};
    const me = new Promise<Response>((resolve) => {
      answerMe = resolve;
    });
    const { router } = renderRoutesWithMe('/mobile/auth', () => me);
    await screen.findByText('/mobile/auth');
    await router.navigate('/mobile', { replace: true });
    await screen.findByText('/mobile');
    answerMe(meAnswer(shopper())());
    await waitFor(() => expect(router.state.location.pathname).toBe('/mobile/product/p1'));
    await waitFor(() => expect(readCart()).toHaveLength(1));
  });

  it('drops the add when the shopper signed in and went elsewhere', async () => {
    savePendingAdd(chosen, '/product/p1');
    renderSignedInAt('/vendors-map');
    await screen.findByText('/vendors-map');
    await waitFor(() => expect(readPendingAdd()).toBeNull());
    expect(readCart()).toEqual([]);
  });

  it('forgets an add left for more than half an hour', () => {
    savePendingAdd(chosen, '/product/p1', 0);
    expect(readPendingAdd(31 * 60 * 1000)).toBeNull();
    expect(readPendingAdd(29 * 60 * 1000)?.item.variantId).toBe('red-m');
  });
});
