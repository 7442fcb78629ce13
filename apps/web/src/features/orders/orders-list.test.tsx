import { common } from '@souq/domain/locales/ar/common';
import { loadErrorsText } from '@souq/domain/locales/ar/load-errors';
import { ordersText } from '@souq/domain/locales/ar/orders';
import { paths } from '@souq/domain/paths';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { guestAnswer, meAnswer, shopper } from '@/test/accounts';
import { callsTo, json, renderAt, stubFetch } from '@/test/render';
import { MobileOrdersScreen } from './mobile-orders-screen';
import { orderFixture } from './order.fixture';
import { WebOrdersScreen } from './web-orders-screen';

const user = shopper();
const listPath = paths.api.customerOrders(user.id);
const list = (orders: ReturnType<typeof orderFixture>[]) =>
  json({ orders, count: orders.length, limit: 50, offset: 0 });
const c = ordersText.card;

/** 51 orders, numbered 1001 (newest) to 1051. */
const fiftyOne = Array.from({ length: 51 }, (_, i) =>
  orderFixture({
    id: `3f2b8c1e-4d5a-4b6c-8e7f-${String(i + 1).padStart(12, '0')}`,
    number: 1001 + i,
  }),
);
const pageOf = (url: string) => {
  const query = new URL(url, 'http://x').searchParams;
  return { limit: Number(query.get('limit')), offset: Number(query.get('offset')) };
};

/** Answers the list as the API does: the page its limit and offset ask for, and the count. */
function stubPagedList(orders: ReturnType<typeof orderFixture>[], { failPastFirst = false } = {}) {
  const fetchMock = stubFetch({
    '/api/me': meAnswer(user),
    [listPath]: () => {
      const [url] = callsTo(fetchMock, listPath).at(-1) ?? [''];
      const { limit, offset } = pageOf(url);
      if (failPastFirst && offset > 0) return json({}, 500);
      return json({
        orders: orders.slice(offset, offset + limit),
        count: orders.length,
        limit,
        offset,
      });
    },
  });
  return fetchMock;
}

describe('orders list', () => {
  it('shows a spinner and 3 skeleton cards while loading', async () => {
    stubFetch({ '/api/me': meAnswer(user), [listPath]: () => new Promise(() => undefined) });
    renderAt(<MobileOrdersScreen title="طلباتي" />, '/mobile/orders');
    expect(await screen.findByText(ordersText.list.loading)).toBeTruthy();
    expect(screen.getAllByTestId('order-skeleton')).toHaveLength(3);
  });

  it('shows the error card with a retry', async () => {
    stubFetch({ '/api/me': meAnswer(user), [listPath]: () => json({}, 500) });
    renderAt(<MobileOrdersScreen title="طلباتي" />, '/mobile/orders');
    expect(
      await screen.findByText(loadErrorsText.server.title, {}, { timeout: 4000 }),
    ).toBeTruthy();
    expect(screen.getByText(loadErrorsText.server.text)).toBeTruthy();
    expect(screen.getByRole('button', { name: common.retry })).toBeTruthy();
  });

  it('says there are no orders and offers shopping on /mobile', async () => {
    stubFetch({ '/api/me': meAnswer(user), [listPath]: () => list([]) });
    renderAt(<MobileOrdersScreen title="طلباتي" />, '/mobile/orders');
    expect(await screen.findByText(ordersText.empty)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: ordersText.list.startShopping }).getAttribute('href'),
    ).toBe('/mobile');
    expect(
      screen.getByRole('link', { name: ordersText.list.backToProfile }).getAttribute('href'),
    ).toBe('/mobile/profile');
  });

  it('asks a guest on mobile to log in, and sends a web guest to /auth', async () => {
    stubFetch({ '/api/me': guestAnswer });
    const mobile = renderAt(<MobileOrdersScreen title="طلباتي" />, '/mobile/orders');
    expect(await screen.findByRole('link', { name: /تسجيل الدخول/ })).toBeTruthy();
    mobile.unmount();
    renderAt(<WebOrdersScreen title="طلباتي" />, '/my-orders');
    expect(await screen.findByText('elsewhere')).toBeTruthy();
  });

  it('shows an order: short number, date, status, items, summary, delivery and notes', async () => {
    stubFetch({ '/api/me': meAnswer(user), [listPath]: () => list([orderFixture()]) });
    renderAt(<WebOrdersScreen title="طلباتي" />, '/my-orders');
    const card = await screen.findByRole('article', { name: c.number('1042') });
    const inCard = within(card);
    expect(inCard.getByText(/20 نوفمبر 2026/)).toBeTruthy();
    expect(inCard.getByText(ordersText.status.pending)).toBeTruthy();
    expect(inCard.getByText('2 × 105,000 ل.س')).toBeTruthy();
    expect(inCard.getAllByText('210,000.00 ل.س')).toHaveLength(2);
    expect(inCard.getByText(ordersText.paymentMethod.shamcash)).toBeTruthy();
    expect(inCard.getByText('TX-778899')).toBeTruthy();
    expect(inCard.getByText(c.deliveryInfo)).toBeTruthy();
    expect(inCard.getByText('الطابق الثالث')).toBeTruthy();
    expect(inCard.getByText('اتصل قبل الوصول')).toBeTruthy();
    expect(inCard.queryByRole('button', { name: c.showProof })).toBeNull();
    // The human number, never the id's last 8 characters.
    expect(card.textContent).not.toContain('1c2d3e4f');
    expect(inCard.getByRole('link', { name: c.detailsOf('1042') }).getAttribute('href')).toBe(
      paths.web.order(orderFixture().id),
    );
  });

  it('links each mobile card to its page in the mobile tree', async () => {
    stubFetch({ '/api/me': meAnswer(user), [listPath]: () => list([orderFixture()]) });
    renderAt(<MobileOrdersScreen title="طلباتي" />, '/mobile/orders');
    const link = await screen.findByRole('link', { name: c.detailsOf('1042') });
    expect(link.getAttribute('href')).toBe(paths.mobile.order(orderFixture().id));
  });

  it('loads the orders past the newest 50 with "more" until the count is reached', async () => {
    const fetchMock = stubPagedList(fiftyOne);
    renderAt(<WebOrdersScreen title="طلباتي" />, '/my-orders');
    expect(await screen.findByRole('article', { name: c.number('1050') })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(50);
    expect(screen.queryByRole('article', { name: c.number('1051') })).toBeNull();
    expect(screen.getByText(ordersText.list.shown(50, 51))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: ordersText.list.more }));
    expect(await screen.findByRole('article', { name: c.number('1051') })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(51);
    expect(screen.queryByRole('button', { name: ordersText.list.more })).toBeNull();
    const offsets = callsTo(fetchMock, listPath).map(([url]) => pageOf(url).offset);
    expect(offsets).toEqual([0, 50]);
  }, 15_000);

  it('keeps the shown orders when the next page fails, and says so', async () => {
    stubPagedList(fiftyOne, { failPastFirst: true });
    renderAt(<WebOrdersScreen title="طلباتي" />, '/my-orders');
    await userEvent.click(await screen.findByRole('button', { name: ordersText.list.more }));
    expect(await screen.findByText(ordersText.list.moreFailed, {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(50);
    expect(screen.getByRole('button', { name: ordersText.list.more })).toBeTruthy();
  }, 15_000);

  it('shows an unknown status raw, and delivery proof only for a delivered order with a url', async () => {
    const delivered = orderFixture({
      id: '3f2b8c1e-4d5a-4b6c-8e7f-000000000001',
      number: 1001,
      status: 'delivered',
      delivery_proof_url: '/media/proof.jpg',
      delivery_requested: false,
      notes: null,
    });
    const odd = orderFixture({
      id: '3f2b8c1e-4d5a-4b6c-8e7f-000000000002',
      number: 1002,
      status: 'on_hold' as 'pending',
    });
    stubFetch({ '/api/me': meAnswer(user), [listPath]: () => list([delivered, odd]) });
    renderAt(<WebOrdersScreen title="طلباتي" />, '/my-orders');
    const card = await screen.findByRole('article', { name: c.number('1001') });
    expect(within(card).queryByText(c.deliveryInfo)).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: c.showProof }));
    const image = within(card).getByRole('img', { name: c.proofAlt('1001') });
    image.dispatchEvent(new Event('error'));
    expect(await within(card).findByText(ordersText.deliveryProofFailed)).toBeTruthy();
    const other = screen.getByRole('article', { name: c.number('1002') });
    expect(within(other).getByText('on_hold')).toBeTruthy();
    expect(within(other).queryByRole('button', { name: ordersText.cancel.button })).toBeNull();
  });

  it('cancels a pending order after confirming', async () => {
    const order = orderFixture();
    let current = order;
    const fetchMock = stubFetch({
      '/api/me': meAnswer(user),
      [listPath]: () => list([current]),
      [paths.api.updateOrderStatus(order.id)]: () => {
        current = { ...order, status: 'cancelled' };
        return json(current);
      },
    });
    renderAt(<WebOrdersScreen title="طلباتي" />, '/my-orders');
    await userEvent.click(await screen.findByRole('button', { name: ordersText.cancel.button }));
    await userEvent.click(screen.getByRole('button', { name: ordersText.cancel.confirm }));
    expect(await screen.findByText(ordersText.status.cancelled)).toBeTruthy();
    const [[, init]] = callsTo(fetchMock, paths.api.updateOrderStatus(order.id)) as [
      [string, RequestInit],
    ];
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(String(init.body))).toEqual({ status: 'cancelled' });
    expect(screen.queryByRole('button', { name: ordersText.cancel.button })).toBeNull();
  });
});
