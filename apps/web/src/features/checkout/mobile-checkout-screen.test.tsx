import { ordersText } from '@souq/domain/locales/ar/orders';
import { paths } from '@souq/domain/paths';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cartItemFixture as line, storeCart } from '@/features/cart-page/cart-item.fixture';
import { json, renderAt } from '@/test/render';
import { home, next, stubCheckout, t } from './checkout-test-kit';
import { MobileCheckoutScreen } from './mobile-checkout-screen';

const open = () => renderAt(<MobileCheckoutScreen title="إتمام الطلب" />, '/mobile/checkout');

describe('mobile checkout', () => {
  it('goes to the mobile cart when the cart is empty', async () => {
    stubCheckout();
    open();
    expect(await screen.findByText('elsewhere')).toBeTruthy();
  });

  it('goes to the mobile cart when checkout is not allowed', async () => {
    stubCheckout();
    storeCart([line({ availabilityMode: 'display_only' })]);
    open();
    expect(await screen.findByText('elsewhere')).toBeTruthy();
  });

  it('opens the summary sheet and goes back from the header', async () => {
    stubCheckout();
    const oil = line();
    storeCart([oil]);
    open();
    await userEvent.click(await screen.findByRole('button', { name: t.showSummary }));
    const sheet = screen.getByRole('dialog', { name: t.summaryTitle });
    expect(within(sheet).getByText(oil.name)).toBeTruthy();
    expect(within(sheet).getByText(oil.vendorName)).toBeTruthy();
    expect(within(sheet).getByText(t.deliveryFee)).toBeTruthy();
    await userEvent.click(within(sheet).getByRole('button', { name: t.close }));
    await screen.findByRole('radio', { name: new RegExp(ordersText.fulfilment.delivery) });
    await next();
    expect(await screen.findByText(t.addressTitle)).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: t.back })[0] as HTMLElement);
    expect(screen.getByText(t.fulfilmentTitle)).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: t.backToCart })[0] as HTMLElement);
    expect(await screen.findByText('elsewhere')).toBeTruthy();
  });

  it("shows the store's fee for the chosen address on review and in the summary sheet", async () => {
    stubCheckout(undefined, { [paths.api.deliveryQuote()]: () => json({ delivery_fee: 2500.5 }) });
    storeCart([line()]);
    open();
    await screen.findByRole('radio', { name: new RegExp(ordersText.fulfilment.delivery) });
    await next();
    await screen.findByRole('radio', { name: new RegExp(home.title) });
    await next();
    await userEvent.click(
      await screen.findByRole('radio', { name: new RegExp(ordersText.paymentMethod.cod) }),
    );
    await next();
    const cost = within(screen.getByRole('group', { name: t.costLabel }));
    expect(await cost.findByText('2,500.50 ل.س')).toBeTruthy();
    expect(cost.getByText('107,500.50 ل.س')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: t.showSummary }));
    const sheet = within(screen.getByRole('dialog', { name: t.summaryTitle }));
    expect(sheet.getByText('2,500.50 ل.س')).toBeTruthy();
    expect(sheet.getByText('107,500.50 ل.س')).toBeTruthy();
  });
});
