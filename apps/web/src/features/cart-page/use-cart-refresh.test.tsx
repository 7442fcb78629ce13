import { cartPageText } from '@souq/domain/locales/ar/cart';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readCart } from '@/features/cart/cart-storage';
import { listBody, productFixture } from '@/test/products';
import { callsTo, json, renderAt, stubFetch } from '@/test/render';
import { cartItemFixture, storeCart } from './cart-item.fixture';
import { WebCartScreen } from './web-cart-screen';

const t = cartPageText.refresh;
const products = '/functions/v1/export-products';

describe('cart refresh on opening', () => {
  it('applies the current price and stock and says what changed', async () => {
    storeCart([cartItemFixture({ quantity: 3, maxStock: 3, price: 105000 })]);
    const product = productFixture({ base_price: 120000, stock_count: 2 });
    const fetchMock = stubFetch({ [products]: () => json(listBody([product])) });
    renderAt(<WebCartScreen title="" />, '/cart');
    expect(
      await screen.findByText(t.priceChanged(product.name, '105,000 ل.س', '120,000 ل.س')),
    ).toBeTruthy();
    expect(screen.getByText(t.quantityReduced(product.name, 2))).toBeTruthy();
    expect(readCart()[0]).toMatchObject({ price: 120000, maxStock: 2, quantity: 2 });
    expect(callsTo(fetchMock, products)[0]?.[0]).toContain('product_id=p1');
  });

  it('removes a product the catalogue no longer has', async () => {
    storeCart([cartItemFixture()]);
    stubFetch({ [products]: () => json(listBody([])) });
    renderAt(<WebCartScreen title="" />, '/cart');
    expect(await screen.findByText(t.unavailable(cartItemFixture().name))).toBeTruthy();
    expect(readCart()).toEqual([]);
  });

  it('leaves the cart alone when the catalogue cannot be reached', async () => {
    const line = cartItemFixture();
    storeCart([line]);
    const fetchMock = stubFetch({});
    renderAt(<WebCartScreen title="" />, '/cart');
    await waitFor(() => expect(callsTo(fetchMock, products)).toHaveLength(1));
    // Let the failed read settle before checking that nothing changed.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(readCart()).toEqual([line]);
    expect(screen.queryByText(t.title)).toBeNull();
  });
});
