import { cartText } from '@souq/domain/locales/ar/cart';
import type { Product } from '@souq/domain/schemas/catalogue';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { TreePathsProvider, treePaths } from '@/lib/tree-paths';
import { productFixture } from '@/test/products';
import { readCart } from './cart-storage';
import { readPendingAdd } from './pending-add';
import { useAddToCart } from './use-add-to-cart';

const product: Product = productFixture({
  name: 'زيت زيتون',
  description: '',
  stock_count: 2,
  product_images: [],
});

/** The hook inside a web-tree router whose location the tests read afterwards. */
const latest: { add?: (p: Product) => void } = {};
function Probe({ signedIn }: { signedIn: boolean }) {
  latest.add = useAddToCart({ signedIn });
  return null;
}

function setup(signedIn: boolean) {
  const router = createMemoryRouter([{ path: '*', element: <Probe signedIn={signedIn} /> }]);
  render(
    <TreePathsProvider paths={treePaths.web}>
      <RouterProvider router={router} />
    </TreePathsProvider>,
  );
  return { router, add: (p: Product) => act(() => latest.add?.(p)) };
}

describe('add to cart from a product list', () => {
  it('sends a guest to /auth and adds nothing', () => {
    const { router, add } = setup(false);
    add(product);
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.state).toEqual({ from: '/' });
    expect(readCart()).toEqual([]);
    // Kept for the way back: the sign-in finishes it (finish-pending-add.tsx).
    expect(readPendingAdd()?.item.productId).toBe('p1');
  });

  it('opens the product page for a product with variants', () => {
    const { router, add } = setup(true);
    const variant = { id: 'v', size: 'L', color: null, price_adjustment: 0, stock_count: 1 };
    add({ ...product, product_variants: [variant] });
    expect(router.state.location.pathname).toBe('/product/p1');
  });

  it('adds one unit for a signed-in shopper, capped at the stock', () => {
    const { add } = setup(true);
    add(product);
    add(product);
    add(product);
    expect(readCart().map((item) => [item.productId, item.quantity])).toEqual([['p1', 2]]);
  });

  it('refuses a display-only product', () => {
    const { add } = setup(true);
    add({ ...product, availability_mode: 'display_only' });
    expect(readCart()).toEqual([]);
  });

  it('says before checkout that another store or currency will be a separate order', () => {
    const success = vi.spyOn(notify, 'success');
    const { add } = setup(true);
    add(product);
    expect(success).toHaveBeenLastCalledWith(
      cartText.added,
      expect.objectContaining({ description: undefined }),
    );
    add({ ...product, id: 'p2', vendor_id: 'another-store' });
    expect(success).toHaveBeenLastCalledWith(
      cartText.added,
      expect.objectContaining({ description: cartText.separateOrder.vendor }),
    );
    add({ ...product, id: 'p3', currency: 'USD' });
    expect(success).toHaveBeenLastCalledWith(
      cartText.added,
      expect.objectContaining({ description: cartText.separateOrder.currency }),
    );
  });
});
