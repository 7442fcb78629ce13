import { ordersExportText } from '@souq/domain/locales/ar/csv-exports';
import { ordersText } from '@souq/domain/locales/ar/orders';
import { sellerText } from '@souq/domain/locales/ar/seller';
import { sellerBoardText } from '@souq/domain/locales/ar/seller-board';
import { paymentStatusText } from '@souq/domain/locales/ar/seller-orders';
import { formatMoney } from '@souq/domain/money';
import type { SellerOrderRow, SellerOrdersReply } from '@souq/domain/schemas/seller-orders';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeEventSource } from '@/features/seller-orders/event-source.fixture';
import { sellerStoreFixture } from '@/features/seller-shell/seller-store.fixture';
import { meAnswer, shopper } from '@/test/accounts';
import { callsTo, json, renderRoutes, stubFetch } from '@/test/render';
import { Component as Orders } from './orders';

const t = sellerBoardText;
const row: SellerOrderRow = {
  id: '5d2c1b0a-9e8f-4a7b-8c6d-5e4f3a2b1c0d',
  number: 1063,
  status: 'pending',
  payment_status: 'awaiting_check',
  payment_method: 'shamcash',
  payment_receipt: 'SC-99812',
  duplicate_receipt: true,
  delivery_requested: true,
  currency: 'SYP',
  total_amount: 152500,
  delivery_fee: 2500,
  customer_name: 'ليلى حداد',
  customer_phone: '+963 944 555 010',
  item_count: 3,
  created_at: '2026-11-24T06:40:00.000Z',
};
const counts = { new: 1, in_progress: 4, ready: 2, done: 17, cancelled: 3 };
const reply = (data: SellerOrderRow[], overrides: Partial<SellerOrdersReply> = {}) =>
  json({ data, count: data.length, limit: 20, offset: 0, counts, ...overrides });

const base = {
  '/api/me': meAnswer(shopper({ type: 'vendor' })),
  '/api/seller/store': () => json({ store: sellerStoreFixture() }),
};

function renderBoard(path = '/seller/orders') {
  return renderRoutes(
    [
      { path: '/seller/orders', Component: Orders },
      { path: '*', element: <p>elsewhere</p> },
    ],
    path,
  );
}

/** The board requests (the badge's one-row count aside). */
const boardCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  callsTo(fetchMock, '/api/seller/orders')
    .map(([url]) => new URL(url, 'http://x').searchParams)
    .filter((params) => params.get('limit') === '20');

beforeEach(() => FakeEventSource.install());

describe('seller orders board', () => {
  it('shows the five groups with their counts and the new orders as cards', async () => {
    stubFetch({ ...base, '/api/seller/orders': () => reply([row]) });
    renderBoard();
    const card = (await screen.findByText(row.customer_name)).closest('article') as HTMLElement;
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-label'))).toEqual([
      t.groupCount(t.groups.new, 1),
      t.groupCount(t.groups.in_progress, 4),
      t.groupCount(t.groups.ready, 2),
      t.groupCount(t.groups.done, 17),
      t.groupCount(t.groups.cancelled, 3),
    ]);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    const open = within(card).getByRole('link');
    expect(open.getAttribute('href')).toBe(`/seller/orders/${row.id}`);
    // The human number after the catalogue's words, not the id's tail.
    expect(open.textContent).toBe(`${t.card.number} 1063`);
    expect(within(card).getByText(row.customer_phone as string)).toBeTruthy();
    expect(within(card).getByText(t.card.items(3))).toBeTruthy();
    expect(within(card).getByText(ordersText.status.pending)).toBeTruthy();
    expect(within(card).getByText(paymentStatusText.awaiting_check)).toBeTruthy();
    expect(within(card).getByText(t.card.duplicateReceipt)).toBeTruthy();
    expect(within(card).getByText(ordersText.fulfilment.delivery)).toBeTruthy();
    expect(within(card).getByText(formatMoney(152500, 'SYP'))).toBeTruthy();
  });

  it('opens another group and says when it is empty', async () => {
    const fetchMock = stubFetch({
      ...base,
      '/api/seller/orders': () => reply([]),
    });
    const { router } = renderBoard();
    await userEvent.click(
      await screen.findByRole('tab', { name: t.groupCount(t.groups.ready, 2) }),
    );
    expect(await screen.findByText(t.empty.ready)).toBeTruthy();
    expect(router.state.location.search).toBe('?group=ready');
    expect(boardCalls(fetchMock).at(-1)?.get('group')).toBe('ready');
  });

  it('searches by number, name or phone once the typing settles', async () => {
    const fetchMock = stubFetch({ ...base, '/api/seller/orders': () => reply([row]) });
    renderBoard();
    await userEvent.type(await screen.findByRole('searchbox', { name: t.search }), 'ليلى');
    await expect.poll(() => boardCalls(fetchMock).at(-1)?.get('q')).toBe('ليلى');
    // Sent once, settled: not a request per keystroke.
    expect(boardCalls(fetchMock).filter((params) => params.get('q') !== null)).toHaveLength(1);
  });

  it('refetches the board when the stream tells of an order, and shows it live', async () => {
    let orders: SellerOrderRow[] = [];
    const fetchMock = stubFetch({ ...base, '/api/seller/orders': () => reply(orders) });
    renderBoard();
    expect(await screen.findByText(t.empty.new)).toBeTruthy();
    const stream = FakeEventSource.latest();
    expect(stream.url).toBe('/api/seller/orders/stream');
    act(() => stream.emit('ready', { vendor_id: sellerStoreFixture().id }));
    expect(await screen.findByText(t.live)).toBeTruthy();
    const before = boardCalls(fetchMock).length;
    orders = [row];
    act(() => stream.emit('order', { order_id: row.id, kind: 'placed', at: Date.now() }));
    expect(await screen.findByText(row.customer_name)).toBeTruthy();
    expect(boardCalls(fetchMock).length).toBeGreaterThan(before);
  });

  it('says it polls when the stream fails', async () => {
    stubFetch({ ...base, '/api/seller/orders': () => reply([row]) });
    renderBoard();
    await screen.findByText(row.customer_name);
    act(() => FakeEventSource.latest().fail());
    expect(await screen.findByText(t.polling)).toBeTruthy();
  });

  it('shows a store under review its status, not a board', async () => {
    const fetchMock = stubFetch({
      ...base,
      '/api/seller/store': () => json({ store: sellerStoreFixture({ status: 'pending' }) }),
    });
    renderBoard();
    expect(
      await screen.findByRole('heading', { level: 1, name: sellerText.statusScreen.pendingTitle }),
    ).toBeTruthy();
    expect(callsTo(fetchMock, '/api/seller/orders')).toHaveLength(0);
    expect(FakeEventSource.opened).toHaveLength(0);
  });

  it('remembers the sound switch on this device, off at first', async () => {
    stubFetch({ ...base, '/api/seller/orders': () => reply([row]) });
    renderBoard();
    const sound = await screen.findByRole('switch', { name: t.sound });
    expect(sound.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(sound);
    expect(sound.getAttribute('aria-checked')).toBe('true');
    expect(localStorage.getItem('souq:seller-orders-sound')).toBe('1');
  });

  it('unfolds the orders export under the title', async () => {
    stubFetch({ ...base, '/api/seller/orders': () => reply([row]) });
    renderBoard();
    const toggle = await screen.findByRole('button', { name: t.exportCsv });
    expect(screen.queryByRole('heading', { name: ordersExportText.title })).toBeNull();
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('heading', { level: 2, name: ordersExportText.title })).toBeTruthy();
  });

  it('lets a suspended store work its open orders, polling since the stream refuses it', async () => {
    stubFetch({
      ...base,
      '/api/seller/store': () => json({ store: sellerStoreFixture({ status: 'suspended' }) }),
      '/api/seller/orders': () => reply([row]),
    });
    renderBoard();
    expect(await screen.findByText(row.customer_name)).toBeTruthy();
    expect(screen.getByText(t.suspended)).toBeTruthy();
    expect(screen.getByText(t.polling)).toBeTruthy();
    expect(FakeEventSource.opened).toHaveLength(0);
  });
});
