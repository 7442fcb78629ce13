import { addressText } from '@souq/domain/locales/ar/addresses';
import { cartPageText } from '@souq/domain/locales/ar/cart';
import { checkoutText } from '@souq/domain/locales/ar/checkout';
import { ordersText } from '@souq/domain/locales/ar/orders';
import { paths } from '@souq/domain/paths';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readCart } from '@/features/cart/cart-storage';
import { cartItemFixture as line, storeCart } from '@/features/cart-page/cart-item.fixture';
import { orderFixture } from '@/features/orders/order.fixture';
import { guestAnswer } from '@/test/accounts';
import { callsTo, json, renderAt, stubFetch } from '@/test/render';
import { home, next, radio, radios, stubCheckout, t } from './checkout-test-kit';
import { WebCheckoutScreen } from './web-checkout-screen';

const oil = line({ productId: '0b5d2b7e-9d6a-4c55-8a3e-1f2b3c4d5e6f', vendorId: 'v1' });
const lamp = line({
  id: 'l',
  productId: 'p5',
  name: 'فانوس',
  vendorId: 'v2',
  vendorName: 'نحاسيات',
});
const open = (path = '/checkout') => renderAt(<WebCheckoutScreen title="إتمام الطلب" />, path);

describe('web checkout', () => {
  it('sends guests to /auth', async () => {
    stubFetch({ '/api/me': guestAnswer });
    storeCart([oil]);
    open();
    expect(await screen.findByText('elsewhere')).toBeTruthy();
  });

  it('shows an empty cart with a link to the products', async () => {
    stubCheckout();
    open();
    expect(await screen.findByText(t.emptyTitle)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.browseProducts }).getAttribute('href')).toBe(
      '/products',
    );
  });

  it('lists why a blocked cart cannot continue, with the way back to the cart', async () => {
    stubCheckout();
    storeCart([oil, line({ id: 'x', productId: 'p9', availabilityMode: 'display_only' })]);
    open();
    expect(await screen.findByText(t.cannotContinueTitle)).toBeTruthy();
    expect(screen.getByText(checkoutText.issues.display_only)).toBeTruthy();
    expect(screen.getByText(checkoutText.cannotComplete)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.backToCart }).getAttribute('href')).toBe('/cart');
  });

  it('asks which order to complete when the cart holds two stores and the link names none', async () => {
    stubCheckout();
    storeCart([oil, lamp]);
    const { router } = open();
    expect(await screen.findByText(t.chooseGroupTitle)).toBeTruthy();
    const choice = screen.getByRole('link', {
      name: cartPageText.groups.checkoutOf('نحاسيات', 'ل.س'),
    });
    await userEvent.click(choice);
    expect(router.state.location.search).toBe(`?group=${encodeURIComponent('v2~SYP')}`);
    expect(await screen.findByRole('radio', { name: /استلام من المتجر/ })).toBeTruthy();
    expect(screen.queryByText(oil.name)).toBeNull();
  });

  it('lets a pickup skip the address, hides cod for pickup and wallets without an account', async () => {
    stubCheckout({ shamcash_account: '0944 111 222', goldmasters_account: null });
    storeCart([{ ...oil, paymentGoldmasters: true }]);
    open();
    await userEvent.click(await screen.findByRole('radio', { name: /استلام من المتجر/ }));
    await next();
    await waitFor(() => expect(radios()).toEqual(['shamcash']));
    await userEvent.click(radio(ordersText.paymentMethod.shamcash));
    expect(screen.getByText('0944 111 222')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: t.back }));
    expect(radio(ordersText.fulfilment.pickup)).toBeTruthy();
    await userEvent.click(radio(ordersText.fulfilment.delivery));
    await next();
    expect(await screen.findByRole('radio', { name: new RegExp(home.title) })).toBeTruthy();
    await next();
    await waitFor(() => expect(radios()).toEqual(['shamcash', 'cod']));
  });

  it("opens the settings' address form from the address step", async () => {
    stubCheckout();
    storeCart([oil]);
    open();
    await screen.findByRole('radio', { name: new RegExp(ordersText.fulfilment.delivery) });
    await next();
    await userEvent.click(await screen.findByRole('button', { name: t.addAddress }));
    // The form (with Leaflet) is a lazy chunk; its first import in a cold worker can take
    // longer than findBy's default second, so this wait is for the import, not the app.
    const dialog = await screen.findByRole(
      'dialog',
      { name: addressText.form.addTitle },
      { timeout: 10_000 },
    );
    expect(dialog).toBeTruthy();
  });

  it('stops at the address step when the store does not deliver there, saying how far', async () => {
    // The store is in Aleppo, 10 km around; the saved address is in Damascus.
    const aleppo = { latitude: 36.2021, longitude: 37.1343, delivery_radius_km: 10 };
    const fetchMock = stubCheckout({ shamcash_account: '0944 111 222', ...aleppo });
    storeCart([oil]);
    open();
    await screen.findByRole('radio', { name: new RegExp(ordersText.fulfilment.delivery) });
    await waitFor(() => expect(callsTo(fetchMock, paths.api.exportVendors())).toHaveLength(1));
    await next();
    await screen.findByRole('radio', { name: new RegExp(home.title) });
    await next();
    const alert = screen.getByRole('alert').textContent;
    expect(alert).toContain(checkoutText.outsideDeliveryArea);
    expect(alert).toContain('10.0 كم');
    expect(screen.getByRole('radio', { name: new RegExp(home.title) })).toBeTruthy();
    // Pickup is still open to the shopper.
    await userEvent.click(screen.getByRole('button', { name: t.back }));
    await userEvent.click(radio(ordersText.fulfilment.pickup));
    await next();
    expect(
      await screen.findByRole('radio', { name: new RegExp(ordersText.paymentMethod.shamcash) }),
    ).toBeTruthy();
  });

  it('asks for a method and a receipt before review, then goes back step by step', async () => {
    stubCheckout();
    storeCart([oil]);
    open();
    await screen.findByRole('radio', { name: new RegExp(ordersText.fulfilment.delivery) });
    await next();
    await screen.findByRole('radio', { name: new RegExp(home.title) });
    await next();
    await screen.findByRole('radio', { name: new RegExp(ordersText.paymentMethod.shamcash) });
    await next();
    expect(screen.getByRole('alert').textContent).toContain(checkoutText.choosePayment);
    await userEvent.click(radio(ordersText.paymentMethod.shamcash));
    await userEvent.type(screen.getByLabelText(t.receiptLabel), '   ');
    await next();
    expect(screen.getAllByText(checkoutText.receiptRequired).length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: t.reviewTitle })).toBeNull();
    await userEvent.type(screen.getByLabelText(t.receiptLabel), 'TX-42');
    await next();
    expect(screen.getByRole('heading', { name: t.reviewTitle })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: t.back }));
    expect(screen.getByLabelText(t.receiptLabel)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: t.back }));
    expect(screen.getByRole('radio', { name: new RegExp(home.title) })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: t.back }));
    await userEvent.click(screen.getByRole('button', { name: t.backToCart }));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
  });
});

/** The Idempotency-Key of every create-order call. */
const keysSent = (fetchMock: ReturnType<typeof stubFetch>) =>
  callsTo(fetchMock, paths.api.createOrder()).map(
    ([, init]) => (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'],
  );

/** Walks a delivery + cod order to the review step. */
async function toReview() {
  await screen.findByRole('radio', { name: new RegExp(ordersText.fulfilment.delivery) });
  await next();
  await screen.findByRole('radio', { name: new RegExp(home.title) });
  await next();
  await userEvent.click(
    await screen.findByRole('radio', { name: new RegExp(ordersText.paymentMethod.cod) }),
  );
  await next();
}

describe('web checkout placing the order', () => {
  it('disables confirm while creating, then clears its group from the cart and opens my orders', async () => {
    let answer: (r: Response) => void = () => undefined;
    const fetchMock = stubCheckout(undefined, {
      [paths.api.createOrder()]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    // Another store's line waits in the cart as its own order.
    storeCart([oil, lamp]);
    open(paths.web.checkout('v1~SYP'));
    await toReview();
    expect(screen.queryByText(lamp.name)).toBeNull();
    await userEvent.type(screen.getByLabelText(t.notesLabel), 'اتصل قبل الوصول');
    await userEvent.click(screen.getByRole('button', { name: t.confirm }));
    const busy = await screen.findByRole('button', { name: checkoutText.creatingOrder });
    expect(busy).toHaveProperty('disabled', true);
    const [[, init]] = callsTo(fetchMock, paths.api.createOrder()) as [[string, RequestInit]];
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({
      payment_method: 'cod',
      payment_receipt: t.codReceipt,
      delivery_requested: true,
      notes: 'اتصل قبل الوصول',
      delivery_address: { latitude: home.latitude, formatted_address: home.formatted_address },
    });
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBeTruthy();
    answer(json(orderFixture({ number: 1042 }), 201));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(readCart().map((item) => item.id)).toEqual([lamp.id]);
    expect(await screen.findByText(t.placed)).toBeTruthy();
    // The number to quote to the store comes first.
    expect(
      screen.getByText(`${t.placedNumber('1042')} ${t.placedText} ${t.othersWaiting}`),
    ).toBeTruthy();
  });

  it('takes the current prices on PRICE_CHANGED and stays on review; a retry sends a new key', async () => {
    const details = {
      items: [{ product_id: oil.productId, variant_id: null, unit_price: 120000 }],
    };
    const fetchMock = stubCheckout(undefined, {
      [paths.api.createOrder()]: () =>
        json({ error: { code: 'PRICE_CHANGED', message: 'تغيّر سعر بعض المنتجات', details } }, 409),
    });
    storeCart([oil]);
    open();
    await toReview();
    await userEvent.click(screen.getByRole('button', { name: t.confirm }));
    expect((await screen.findAllByText(t.priceChangedText)).length).toBeGreaterThan(0);
    expect(readCart()[0]?.price).toBe(120000);
    expect(screen.getByRole('heading', { name: t.reviewTitle })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: t.confirm }));
    await waitFor(() => expect(callsTo(fetchMock, paths.api.createOrder())).toHaveLength(2));
    const keys = keysSent(fetchMock);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it.each([
    ['OUTSIDE_DELIVERY_AREA', 400, checkoutText.outsideDeliveryArea],
    ['UNPAID_QUANTITY_LIMIT', 409, checkoutText.unpaidQuantityLimitFor('زيت زيتون', 0, 10)],
  ])('shows the Arabic message of a %s refusal', async (code, status, message) => {
    stubCheckout(undefined, {
      [paths.api.createOrder()]: () => json({ error: { code, message } }, status),
    });
    storeCart([oil]);
    open();
    await toReview();
    await userEvent.click(screen.getByRole('button', { name: t.confirm }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('button', { name: t.confirm })).toHaveProperty('disabled', false);
  });

  it('shows the API message on another failure and enables confirm again, same key on retry', async () => {
    const fetchMock = stubCheckout(undefined, {
      [paths.api.createOrder()]: () =>
        json({ error: { code: 'OUT_OF_STOCK', message: 'نفد المخزون' } }, 409),
    });
    storeCart([oil]);
    open();
    await toReview();
    await userEvent.click(screen.getByRole('button', { name: t.confirm }));
    expect(await screen.findByText('نفد المخزون')).toBeTruthy();
    const confirm = screen.getByRole('button', { name: t.confirm });
    expect(confirm).toHaveProperty('disabled', false);
    await userEvent.click(confirm);
    await waitFor(() => expect(callsTo(fetchMock, paths.api.createOrder())).toHaveLength(2));
    const keys = keysSent(fetchMock);
    expect(keys[0]).toBe(keys[1]);
  });
});

describe('web checkout delivery fee', () => {
  /** The review's cost list: subtotal, fee and total. */
  const cost = () => within(screen.getByRole('group', { name: t.costLabel }));
  const feeShown = () => cost().getByText(t.deliveryFee).nextElementSibling?.textContent;
  const totalShown = () => cost().getByText(t.total).nextElementSibling?.textContent;

  it("asks the store's rule for the chosen address and subtotal and adds the fee to the total", async () => {
    const fetchMock = stubCheckout(undefined, {
      [paths.api.deliveryQuote()]: () => json({ delivery_fee: 7500 }),
    });
    storeCart([{ ...oil, quantity: 2 }]);
    open();
    await toReview();
    await waitFor(() => expect(feeShown()).toBe('7,500.00 ل.س'));
    expect(cost().getByText('210,000.00 ل.س')).toBeTruthy();
    expect(totalShown()).toBe('217,500.00 ل.س');
    const [url] = callsTo(fetchMock, paths.api.deliveryQuote()).at(-1) ?? [''];
    expect(Object.fromEntries(new URL(url, 'http://x').searchParams)).toEqual({
      vendor_id: 'v1',
      latitude: String(home.latitude),
      longitude: String(home.longitude),
      subtotal: '210000',
      currency: 'SYP',
    });
    // The side summary says the same.
    const side = within(screen.getByRole('complementary', { name: t.summaryTitle }));
    expect(side.getByText('217,500.00 ل.س')).toBeTruthy();
  });

  it("keeps 'calculated later' and the subtotal as total when the fee is not known", async () => {
    stubCheckout(undefined, { [paths.api.deliveryQuote()]: () => json({ delivery_fee: null }) });
    storeCart([oil]);
    open();
    await toReview();
    await waitFor(() => expect(feeShown()).toBe(checkoutText.deliveryFeeLater));
    expect(totalShown()).toBe('105,000.00 ل.س');
  });

  it("keeps 'calculated later' when the quote cannot be had", async () => {
    stubCheckout(undefined, { [paths.api.deliveryQuote()]: () => json({}, 500) });
    storeCart([oil]);
    open();
    await toReview();
    await waitFor(() => expect(feeShown()).toBe(checkoutText.deliveryFeeLater), {
      timeout: 4000,
    });
    expect(totalShown()).toBe('105,000.00 ل.س');
  });

  it("charges a pickup nothing, whatever the store's delivery rule says", async () => {
    stubCheckout(undefined, {
      [paths.api.deliveryQuote()]: () => json({ delivery_fee: 7500 }),
    });
    storeCart([oil]);
    open();
    await userEvent.click(await screen.findByRole('radio', { name: /استلام من المتجر/ }));
    await next();
    await userEvent.click(
      await screen.findByRole('radio', { name: new RegExp(ordersText.paymentMethod.shamcash) }),
    );
    await userEvent.type(screen.getByLabelText(t.receiptLabel), 'TX-42');
    await next();
    // No 'delivery: free' for a pickup: where to collect it instead (address, map, hours, phone).
    expect(cost().queryByText(t.deliveryFee)).toBeNull();
    expect(totalShown()).toBe('105,000.00 ل.س');
    const place = within(screen.getByRole('region', { name: checkoutText.pickupPlace.title }));
    expect(place.getByText('سوق الحميدية، دمشق، سوريا')).toBeTruthy();
    expect(
      place.getByRole('link', { name: checkoutText.pickupPlace.map }).getAttribute('href'),
    ).toContain('destination=33.51,36.3');
    expect(place.getByText('من 9:00 إلى 21:00')).toBeTruthy();
    expect(
      place
        .getByRole('link', { name: checkoutText.pickupPlace.call('متجر الريف') })
        .getAttribute('href'),
    ).toBe('tel:+963944000111');
  });
});
