import { addressText } from '@souq/domain/locales/ar/addresses';
import { ordersText } from '@souq/domain/locales/ar/orders';
import { paths } from '@souq/domain/paths';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { savedAddressFixture } from '@/features/addresses/address.fixture';
import { cartItemFixture as line, storeCart } from '@/features/cart-page/cart-item.fixture';
import { orderFixture } from '@/features/orders/order.fixture';
import { callsTo, json, renderAt } from '@/test/render';
import { next, stubCheckout, t } from './checkout-test-kit';
import { WebCheckoutScreen } from './web-checkout-screen';

const d = addressText.details;
const oil = line({ productId: '0b5d2b7e-9d6a-4c55-8a3e-1f2b3c4d5e6f', vendorId: 'v1' });

/** Review before confirming: the courier's street, building and floor, then sent with the order. */
describe('checkout review: street, building and floor', () => {
  it('shows them on review and sends them in the delivery address', async () => {
    const flat = savedAddressFixture({ building: 'بناء رقم 12', floor: 'الطابق الثالث، شقة 5' });
    const fetchMock = stubCheckout(undefined, {
      [paths.api.addresses()]: () => json({ data: [flat] }),
      [paths.api.createOrder()]: () => json(orderFixture(), 201),
    });
    storeCart([oil]);
    renderAt(<WebCheckoutScreen title="إتمام الطلب" />, '/checkout');
    await screen.findByRole('radio', { name: new RegExp(ordersText.fulfilment.delivery) });
    await next();
    await screen.findByRole('radio', { name: new RegExp(flat.title) });
    await next();
    await userEvent.click(
      await screen.findByRole('radio', { name: new RegExp(ordersText.paymentMethod.cod) }),
    );
    await next();

    const review = await screen.findByRole('region', { name: t.reviewTitle });
    const row = (label: string) =>
      within(review).getByText(`${label}:`).nextElementSibling?.textContent;
    expect(row(d.street)).toBe('شارع باب توما');
    expect(row(d.building)).toBe('بناء رقم 12');
    expect(row(d.floor)).toBe('الطابق الثالث، شقة 5');

    await userEvent.click(screen.getByRole('button', { name: t.confirm }));
    await screen.findByText('elsewhere');
    const [[, init]] = callsTo(fetchMock, paths.api.createOrder()) as [[string, RequestInit]];
    expect(JSON.parse(String(init.body)).delivery_address).toMatchObject({
      street: 'شارع باب توما',
      building: 'بناء رقم 12',
      floor: 'الطابق الثالث، شقة 5',
    });
  }, 15_000);

  it('shows no building or floor row for an address without them', async () => {
    stubCheckout();
    storeCart([oil]);
    renderAt(<WebCheckoutScreen title="إتمام الطلب" />, '/checkout');
    await screen.findByRole('radio', { name: new RegExp(ordersText.fulfilment.delivery) });
    await next();
    await screen.findByRole('radio', { name: new RegExp(savedAddressFixture().title) });
    await next();
    await userEvent.click(
      await screen.findByRole('radio', { name: new RegExp(ordersText.paymentMethod.cod) }),
    );
    await next();
    const review = await screen.findByRole('region', { name: t.reviewTitle });
    expect(within(review).getByText(`${d.street}:`)).toBeTruthy();
    expect(within(review).queryByText(`${d.building}:`)).toBeNull();
    expect(within(review).queryByText(`${d.floor}:`)).toBeNull();
  }, 15_000);
});
