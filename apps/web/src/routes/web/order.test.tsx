import { checkoutText } from '@souq/domain/locales/ar/checkout';
import { common } from '@souq/domain/locales/ar/common';
import { loadErrorsText } from '@souq/domain/locales/ar/load-errors';
import { ordersText } from '@souq/domain/locales/ar/orders';
import { routeTitles } from '@souq/domain/locales/ar/routes';
import { paymentStatusText } from '@souq/domain/locales/ar/seller-orders';
import { paths } from '@souq/domain/paths';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ShopperOrder } from '@/features/orders/api';
import { shopperOrderFixture } from '@/features/orders/shopper-order.fixture';
import { guestAnswer, meAnswer, shopper } from '@/test/accounts';
import { callsTo, json, renderRoutes, stubFetch } from '@/test/render';
import { vendorFixture } from '@/test/vendors';
import { Component } from './order';

const t = ordersText.page;
const c = ordersText.card;
const order = shopperOrderFixture();
const orderPath = paths.api.shopperOrder(order.id);

function open(answer: () => Response | Promise<Response>, id = order.id) {
  const fetchMock = stubFetch({
    '/api/me': meAnswer(shopper()),
    [paths.api.shopperOrder(id)]: answer,
  });
  renderRoutes(
    [
      { path: '/orders/:id', Component, handle: { title: routeTitles.web.order } },
      { path: '*', element: <p>elsewhere</p> },
    ],
    paths.web.order(id),
  );
  return fetchMock;
}

/** The summary panel, where the money and the delivery are. */
const summary = async () => screen.findByRole('region', { name: t.summary });

describe('web /orders/:id', () => {
  it('shows the order: number, date, statuses, timeline with the store note, lines and money', async () => {
    open(() => json(order));
    expect(await screen.findByRole('heading', { level: 2, name: c.number('1042') })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: routeTitles.web.order })).toBeTruthy();
    const header = within(screen.getByRole('region', { name: c.number('1042') }));
    expect(header.getByText(/20 نوفمبر 2026/, { selector: 'time' })).toBeTruthy();
    expect(header.getByText(ordersText.status.confirmed)).toBeTruthy();
    expect(header.getByText(paymentStatusText.confirmed)).toBeTruthy();
    const timeline = within(screen.getByRole('region', { name: t.timeline }));
    const steps = timeline.getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, 'step']);
    expect(within(steps[0] as HTMLElement).getByText(ordersText.status.pending)).toBeTruthy();
    expect(within(steps[0] as HTMLElement).getByText(t.actor.customer)).toBeTruthy();
    expect(within(steps[1] as HTMLElement).getByText(t.actor.vendor)).toBeTruthy();
    expect(steps[1]?.textContent).toContain(`${t.noteLabel.vendor}: وصل التحويل، سنجهز الطلب غداً`);
    const items = within(screen.getByRole('region', { name: t.items }));
    expect(items.getByText('عبوة 2 لتر')).toBeTruthy();
    expect(items.getByText('2 × 105,000 ل.س')).toBeTruthy();
    const money = within(await summary());
    expect(money.getByText('210,000.00 ل.س')).toBeTruthy();
    expect(money.getByText('15,000.00 ل.س')).toBeTruthy();
    expect(money.getByText('225,000.00 ل.س')).toBeTruthy();
    expect(money.getByText(ordersText.fulfilment.delivery)).toBeTruthy();
    expect(money.getByText('TX-778899')).toBeTruthy();
    expect(money.getByRole('heading', { level: 3, name: c.deliveryInfo })).toBeTruthy();
    expect(money.getByText('شارع بغداد، دمشق، سوريا')).toBeTruthy();
    // Not pending: nothing to cancel; no proof photo: no viewer.
    expect(screen.queryByRole('button', { name: ordersText.cancel.button })).toBeNull();
    expect(screen.queryByRole('button', { name: c.showProof })).toBeNull();
    expect(screen.getByRole('link', { name: t.back }).getAttribute('href')).toBe('/my-orders');
  });

  it.each<[string, Partial<ShopperOrder>, string]>([
    ['a delivery whose fee is not known', { delivery_fee: null }, checkoutText.deliveryFeeLater],
    ['a free delivery', { delivery_fee: 0 }, c.free],
  ])('words the fee of %s', async (_case, overrides, text) => {
    open(() => json(shopperOrderFixture(overrides)));
    const money = within(await summary());
    expect(money.getByText(c.deliveryFee).nextElementSibling?.textContent).toBe(text);
  });

  it('tells a pickup where to collect it, without a delivery fee line', async () => {
    stubFetch({
      '/api/me': meAnswer(shopper()),
      [orderPath]: () =>
        json(shopperOrderFixture({ delivery_requested: false, delivery_fee: null })),
      [paths.api.exportVendors()]: () =>
        json({ data: [vendorFixture({ closed_days: [5] })], count: 1, limit: 1, offset: 0 }),
    });
    renderRoutes([{ path: '/orders/:id', Component }], paths.web.order(order.id));
    const place = within(
      await screen.findByRole('region', { name: checkoutText.pickupPlace.title }),
    );
    expect(place.getByText('سوق الحميدية، دمشق، سوريا')).toBeTruthy();
    expect(place.getByText('مغلق يوم الجمعة')).toBeTruthy();
    expect(place.getByRole('link', { name: checkoutText.pickupPlace.map })).toBeTruthy();
    expect(within(await summary()).queryByText(c.deliveryFee)).toBeNull();
  });

  it("shows the store's reason when it rejected the payment", async () => {
    const rejected = shopperOrderFixture({
      status: 'cancelled',
      payment_status: 'rejected',
      payment_note: 'لم نجد تحويلاً بهذا الرقم',
      timeline: [
        { status: 'pending', actor: 'customer', note: null, at: '2026-11-20T14:30:00.000Z' },
        {
          status: 'cancelled',
          actor: 'vendor',
          note: 'لم نجد تحويلاً بهذا الرقم',
          at: '2026-11-20T15:00:00.000Z',
        },
      ],
    });
    open(() => json(rejected));
    expect(await screen.findByText(t.paymentRejected)).toBeTruthy();
    expect(screen.getByText(paymentStatusText.rejected)).toBeTruthy();
    expect(screen.getByText(t.paymentRejected).parentElement?.textContent).toContain(
      `${t.paymentRejectedReason}: لم نجد تحويلاً بهذا الرقم`,
    );
  });

  it('offers the proof photo when there is one', async () => {
    open(() => json(shopperOrderFixture({ status: 'delivered', delivery_proof_url: '/m/p.jpg' })));
    await userEvent.click(await screen.findByRole('button', { name: c.showProof }));
    expect(screen.getByRole('img', { name: c.proofAlt('1042') }).getAttribute('src')).toBe(
      '/m/p.jpg',
    );
  });

  it('tells a pending wallet order until when the store checks it, and cancels it', async () => {
    let current = shopperOrderFixture({
      status: 'pending',
      payment_status: 'awaiting_check',
      timeline: [order.timeline[0] as ShopperOrder['timeline'][number]],
    });
    const fetchMock = open(() => json(current));
    stubCancel(fetchMock, () => {
      current = {
        ...current,
        status: 'cancelled',
        payment_status: 'void',
        timeline: [
          ...current.timeline,
          { status: 'cancelled', actor: 'customer', note: null, at: '2026-11-20T15:00:00.000Z' },
        ],
      };
      return json(current);
    });
    expect(await screen.findByText(/ينتظر المتجر التحقق من إيصال التحويل/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: ordersText.cancel.button }));
    await userEvent.click(screen.getByRole('button', { name: ordersText.cancel.confirm }));
    expect(await screen.findByText(paymentStatusText.void)).toBeTruthy();
    const steps = within(screen.getByRole('region', { name: t.timeline })).getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    expect(screen.queryByRole('button', { name: ordersText.cancel.button })).toBeNull();
    expect(screen.queryByText(/ينتظر المتجر التحقق من إيصال التحويل/)).toBeNull();
    const [[, init]] = callsTo(fetchMock, paths.api.updateOrderStatus(order.id)) as [
      [string, RequestInit],
    ];
    expect(JSON.parse(String(init.body))).toEqual({ status: 'cancelled' });
  });

  it.each([404, 403])(
    'says plainly that the order is not there on %i, with the way back',
    async (status) => {
      const fetchMock = open(() =>
        json({ error: { code: 'NOT_FOUND', message: 'غير موجود' } }, status),
      );
      expect(await screen.findByText(t.notFoundTitle)).toBeTruthy();
      expect(screen.getByText(t.notFoundText)).toBeTruthy();
      const back = screen.getAllByRole('link', { name: t.back });
      expect(back.map((link) => link.getAttribute('href'))).toEqual(['/my-orders', '/my-orders']);
      // An answer, not a failure: asked once.
      expect(callsTo(fetchMock, orderPath)).toHaveLength(1);
    },
  );

  it('offers a retry when the order could not be loaded', async () => {
    let fail = true;
    open(() => (fail ? json({}, 500) : json(order)));
    expect(
      await screen.findByText(loadErrorsText.server.title, {}, { timeout: 4000 }),
    ).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: common.retry }));
    expect(await screen.findByRole('heading', { name: c.number('1042') })).toBeTruthy();
  });

  it('sends a guest to /auth', async () => {
    stubFetch({ '/api/me': guestAnswer });
    renderRoutes(
      [
        { path: '/orders/:id', Component },
        { path: '*', element: <p>elsewhere</p> },
      ],
      paths.web.order(order.id),
    );
    expect(await screen.findByText('elsewhere')).toBeTruthy();
  });
});

/** The customer's cancel (PATCH update-order-status) answered by `answer`. */
function stubCancel(fetchMock: ReturnType<typeof stubFetch>, answer: () => Response) {
  const original = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) =>
    String(input) === paths.api.updateOrderStatus(order.id) ? answer() : original!(input, init),
  );
}
