import { cartPageText as t } from '@souq/domain/locales/ar/cart';
import { checkoutText } from '@souq/domain/locales/ar/checkout';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readCart } from '@/features/cart/cart-storage';
import { cartItemFixture as line, storeCart } from '@/features/cart-page/cart-item.fixture';
import { renderAt } from '@/test/render';
import { Component as WebCart } from './cart';

const oil = line();
const olives = line({ id: 'p2-default-1', productId: 'p2', name: 'زيتون أخضر', price: 65000 });
const continueButton = () => screen.getByRole('button', { name: t.continue });

describe('web /cart', () => {
  it('shows an empty cart with a way to the products', () => {
    renderAt(<WebCart />, '/cart');
    expect(screen.getByText(t.emptyTitle)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.browseProducts }).getAttribute('href')).toBe(
      '/products',
    );
    expect(screen.queryByRole('button', { name: t.continue })).toBeNull();
  });

  it('groups lines under their shop with prices, subtotal and delivery later', () => {
    storeCart([oil, olives]);
    renderAt(<WebCart />, '/cart');
    const shop = screen.getByRole('region', { name: t.groups.label(oil.vendorName, 'ل.س') });
    expect(within(shop).getByRole('link', { name: oil.vendorName }).getAttribute('href')).toBe(
      '/vendor/v1',
    );
    expect(within(shop).getAllByRole('listitem')).toHaveLength(2);
    // A unit price is a price ("65,000 ل.س"); the subtotal is a total, with two decimals.
    expect(within(shop).getByText('65,000 ل.س')).toBeTruthy();
    expect(screen.getByText('170,000.00 ل.س')).toBeTruthy();
    expect(screen.getByText(checkoutText.deliveryFeeLater)).toBeTruthy();
  });

  it('steps quantities between 1 and the stock and stores them', async () => {
    storeCart([oil]);
    renderAt(<WebCart />, '/cart');
    const minus = screen.getByRole('button', { name: t.decrease(oil.name) });
    const plus = screen.getByRole('button', { name: t.increase(oil.name) });
    expect(minus).toHaveProperty('disabled', true);
    await userEvent.click(plus);
    await userEvent.click(plus);
    expect(plus).toHaveProperty('disabled', true);
    expect(screen.getByText(t.stockCap(3))).toBeTruthy();
    expect(readCart()[0]?.quantity).toBe(3);
    expect(screen.getAllByText('315,000.00 ل.س').length).toBeGreaterThan(0);
    await userEvent.click(minus);
    expect(readCart()[0]?.quantity).toBe(2);
  });

  it('removes one line', async () => {
    storeCart([oil, olives]);
    renderAt(<WebCart />, '/cart');
    await userEvent.click(screen.getByRole('button', { name: t.removeLabel(olives.name) }));
    expect(readCart().map((item) => item.name)).toEqual([oil.name]);
    expect(screen.queryByText(olives.name)).toBeNull();
  });

  it('clears the cart only after confirmation', async () => {
    storeCart([oil, olives]);
    renderAt(<WebCart />, '/cart');
    await userEvent.click(screen.getByRole('button', { name: t.clear }));
    await userEvent.click(await screen.findByRole('button', { name: t.cancel }));
    expect(readCart()).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: t.clear }));
    await userEvent.click(await screen.findByRole('button', { name: t.clearConfirm }));
    expect(readCart()).toEqual([]);
    expect(await screen.findByText(t.emptyTitle)).toBeTruthy();
  });

  it('lists the cart issues in the spec words and keeps continue disabled', () => {
    storeCart([
      oil,
      line({
        id: 'x',
        productId: 'p9',
        availabilityMode: 'display_only',
        pickupAvailable: false,
        paymentCod: false,
        paymentShamcash: false,
        paymentGoldmasters: true,
      }),
    ]);
    const { router } = renderAt(<WebCart />, '/cart');
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(checkoutText.cannotComplete)).toBeTruthy();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['السلة تحتوي على منتجات للعرض فقط', checkoutText.issues.no_payment]);
    expect(continueButton()).toHaveProperty('disabled', true);
    expect(router.state.location.pathname).toBe('/cart');
  });

  it('splits two stores and a second currency into groups, each with its own checkout', async () => {
    const lamp = line({ id: 'l', productId: 'p5', vendorId: 'v2', vendorName: 'نحاسيات' });
    const phone = line({ id: 'u', productId: 'p6', currency: 'USD', price: 120 });
    const shown = line({ id: 'd', productId: 'p7', vendorId: 'v2', vendorName: 'نحاسيات' });
    storeCart([oil, lamp, phone, { ...shown, availabilityMode: 'display_only' }]);
    const { router } = renderAt(<WebCart />, '/cart');
    expect(screen.getByRole('heading', { name: t.groups.noticeTitle })).toBeTruthy();
    // The store selling in two currencies says why its lines are two orders.
    expect(screen.getAllByText(t.groups.storeTwoCurrencies)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: t.continue })).toBeNull();
    const copper = screen.getByRole('button', { name: t.groups.checkoutOf('نحاسيات', 'ل.س') });
    expect(copper).toHaveProperty('disabled', true);
    const copperGroup = screen.getByRole('region', { name: t.groups.label('نحاسيات', 'ل.س') });
    expect(within(copperGroup).getByText(checkoutText.issues.display_only)).toBeTruthy();
    const dollars = screen.getByRole('region', { name: t.groups.label(oil.vendorName, '$') });
    expect(within(dollars).getAllByText('120.00 $').length).toBeGreaterThan(0);
    await userEvent.click(
      screen.getByRole('button', { name: t.groups.checkoutOf(oil.vendorName, '$') }),
    );
    expect(router.state.location.pathname).toBe('/checkout');
    expect(router.state.location.search).toBe(`?group=${encodeURIComponent('v1~USD')}`);
  });

  it('continues to /checkout when the cart is ready', async () => {
    storeCart([oil, olives]);
    const { router } = renderAt(<WebCart />, '/cart');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(continueButton());
    expect(router.state.location.pathname).toBe('/checkout');
  });
});
