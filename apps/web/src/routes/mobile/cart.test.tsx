import { cartPageText as t } from '@souq/domain/locales/ar/cart';
import { checkoutText } from '@souq/domain/locales/ar/checkout';
import { ordersText } from '@souq/domain/locales/ar/orders';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readCart } from '@/features/cart/cart-storage';
import { cartItemFixture as line, storeCart } from '@/features/cart-page/cart-item.fixture';
import { renderAt } from '@/test/render';
import { Component as MobileCart } from './cart';

const c = t.conflict;
const oil = line({ quantity: 2 });
const lamp = line({
  id: 'p5-default-1',
  productId: 'p5',
  name: 'فانوس نحاسي',
  vendorId: 'v2',
  vendorName: 'نحاسيات دمشق',
});
const continueButton = () => screen.getByRole('button', { name: t.continue });
const resolve = async (message: string) => {
  const alert = screen.getByText(message).closest('[role="alert"], [role="note"]') as HTMLElement;
  await userEvent.click(within(alert).getByRole('button', { name: t.resolveConflict }));
  return screen.findByRole('dialog');
};

describe('mobile /mobile/cart', () => {
  it('shows an empty cart with a way to the mobile products', () => {
    renderAt(<MobileCart />, '/mobile/cart');
    expect(screen.getByText(t.emptyTitle)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.browseProducts }).getAttribute('href')).toBe(
      '/mobile/products',
    );
  });

  it('shows the count, the common options, the total and continues when ready', async () => {
    storeCart([oil]);
    const { router } = renderAt(<MobileCart />, '/mobile/cart');
    expect(screen.getByText(t.itemCount(2))).toBeTruthy();
    expect(screen.getByText(ordersText.paymentMethod.shamcash)).toBeTruthy();
    expect(screen.getByText(ordersText.paymentMethod.cod)).toBeTruthy();
    expect(screen.getByText(ordersText.fulfilment.pickup)).toBeTruthy();
    expect(screen.getAllByText('210,000.00 ل.س').length).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(continueButton());
    expect(router.state.location.pathname).toBe('/mobile/checkout');
  });

  it('orders two stores separately, or keeps one vendor when the shopper resolves it', async () => {
    storeCart([oil, lamp]);
    renderAt(<MobileCart />, '/mobile/cart');
    // Two stores are two orders, not a dead end: each group has its own checkout.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: t.continue })).toBeNull();
    const lampCheckout = screen.getByRole('button', {
      name: t.groups.checkoutOf('نحاسيات دمشق', 'ل.س'),
    });
    expect(lampCheckout).toHaveProperty('disabled', false);
    const dialog = await resolve(checkoutText.issues.multiple_vendors);
    expect(within(dialog).getByText(c.vendorTitle)).toBeTruthy();
    expect(within(dialog).getByText(c.units(2))).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: /نحاسيات دمشق/ }));
    expect(readCart().map((item) => item.vendorId)).toEqual(['v2']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(continueButton()).toHaveProperty('disabled', false);
  });

  it("opens one store's checkout from its group", async () => {
    storeCart([oil, lamp]);
    const { router } = renderAt(<MobileCart />, '/mobile/cart');
    await userEvent.click(
      screen.getByRole('button', { name: t.groups.checkoutOf('نحاسيات دمشق', 'ل.س') }),
    );
    expect(router.state.location.pathname).toBe('/mobile/checkout');
    expect(router.state.location.search).toBe(`?group=${encodeURIComponent('v2~SYP')}`);
  });

  it('resolves a currency conflict by keeping one currency', async () => {
    storeCart([oil, line({ id: 'usd', productId: 'p3', name: 'هاتف', currency: 'USD' })]);
    renderAt(<MobileCart />, '/mobile/cart');
    const dialog = await resolve(checkoutText.issues.multiple_currencies);
    await userEvent.click(
      within(dialog).getByRole('button', { name: new RegExp(c.keepCurrency('ل.س')) }),
    );
    expect(readCart().map((item) => item.currency)).toEqual(['SYP']);
  });

  it('names the line behind a payment conflict and removes it', async () => {
    const walletOnly = line({
      id: 'w',
      productId: 'p4',
      name: 'كتاب',
      paymentCod: false,
      paymentShamcash: false,
      paymentGoldmasters: true,
    });
    storeCart([oil, line({ id: 'o2', productId: 'p2', name: 'زيتون' }), walletOnly]);
    renderAt(<MobileCart />, '/mobile/cart');
    expect(screen.getAllByText(t.flags.payment)).toHaveLength(1);
    const dialog = await resolve(checkoutText.issues.no_payment);
    await userEvent.click(within(dialog).getByRole('button', { name: t.removeLabel('كتاب') }));
    expect(readCart().map((item) => item.id)).toEqual([oil.id, 'o2']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(continueButton()).toHaveProperty('disabled', false);
  });

  it('marks a fulfilment conflict and a display-only line', async () => {
    storeCart([
      line({ pickupAvailable: false }),
      line({ id: 'b', productId: 'p2', name: 'زيتون', deliveryAvailable: false }),
      line({ id: 'd', productId: 'p3', name: 'لوحة', availabilityMode: 'display_only' }),
    ]);
    renderAt(<MobileCart />, '/mobile/cart');
    expect(screen.getByText(checkoutText.issues.display_only)).toBeTruthy();
    expect(screen.getByText(t.flags.display_only)).toBeTruthy();
    expect(continueButton()).toHaveProperty('disabled', true);
    const dialog = await resolve(checkoutText.issues.no_fulfilment);
    expect(within(dialog).getByText('زيتون')).toBeTruthy();
  });
});
