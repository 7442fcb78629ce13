import { adminOrdersText as t } from '@souq/domain/locales/ar/admin';
import { ordersText } from '@souq/domain/locales/ar/orders';
import { paths } from '@souq/domain/paths';
import type { AdminOrderRow } from '@souq/domain/schemas/admin-orders';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sellerOrderFixture } from '@/features/seller-order-detail/seller-order.fixture';
import { meAnswer, shopper } from '@/test/accounts';
import { callsTo, json, renderRoutes, stubFetch } from '@/test/render';
import { Component as Order } from './order';
import { Component as Orders } from './orders';

const admin = meAnswer(shopper({ type: 'admin', name: 'Administrator' }));
const row: AdminOrderRow = {
  id: '7d3c2b1a-0f9e-4d8c-b7a6-5e4d3c2b1a09',
  number: 1057,
  status: 'pending',
  payment_status: 'awaiting_check',
  payment_method: 'shamcash',
  delivery_requested: true,
  currency: 'SYP',
  total_amount: 215000,
  vendor_id: '0b5d2b7e-9d6a-4c55-8a3e-1f2b3c4d5e6f',
  vendor_name: 'معصرة إدلب',
  customer_name: 'ليلى حداد',
  customer_phone: '+963 944 555 010',
  created_at: '2026-11-20T14:30:00.000Z',
};

describe('/admin/orders', () => {
  it('lists every store’s orders and filters them in the URL', async () => {
    const fetchMock = stubFetch({
      '/api/me': admin,
      [paths.api.adminOrders()]: () => json({ data: [row], count: 1, limit: 30, offset: 0 }),
    });
    const { router } = renderRoutes(
      [{ path: '/admin/orders', element: <Orders /> }],
      '/admin/orders',
    );
    const link = await screen.findByRole('link', { name: t.row.number('1057') });
    expect(link.getAttribute('href')).toBe(paths.admin.order(row.id));
    const card = screen.getByRole('listitem');
    expect(card.textContent).toContain('معصرة إدلب');
    expect(card.textContent).toContain('ليلى حداد');
    expect(card.textContent).toContain('215,000.00 ل.س');
    await userEvent.selectOptions(screen.getByLabelText(t.status), ordersText.status.confirmed);
    expect(router.state.location.search).toBe('?status=confirmed');
    const last = callsTo(fetchMock, paths.api.adminOrders()).at(-1)!;
    expect(new URL(last[0], 'http://x').searchParams.get('status')).toBe('confirmed');
  });
});

describe('/admin/orders/:id', () => {
  const render = () =>
    renderRoutes([{ path: '/admin/orders/:id', element: <Order /> }], `/admin/orders/${row.id}`);

  it('moves the order with a reason, and refuses to send without one', async () => {
    const bodies: unknown[] = [];
    let order = sellerOrderFixture({ next_statuses: ['confirmed', 'cancelled'] });
    stubFetch({
      '/api/me': admin,
      [paths.api.adminOrder(order.id)]: () => json(order),
      [paths.api.adminOrderStatus(order.id)]: (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        order = { ...order, status: 'cancelled', next_statuses: [] };
        return json(order);
      },
    });
    render();
    const cancel = await screen.findByRole('button', {
      name: t.detail.moveTo(ordersText.status.cancelled),
    });
    expect(screen.getByRole('link', { name: t.detail.storeOrders }).getAttribute('href')).toBe(
      `${paths.admin.orders()}?store=${order.vendor_id}`,
    );
    await userEvent.click(cancel);
    const dialog = screen.getByRole('dialog');
    const submit = within(dialog).getByRole('button', {
      name: t.detail.moveTo(ordersText.status.cancelled),
    });
    await userEvent.click(submit);
    expect(bodies).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(t.detail.reason), 'طلب مكرر');
    await userEvent.click(submit);
    expect(await screen.findByText(t.detail.moved(ordersText.status.cancelled))).toBeTruthy();
    expect(bodies).toEqual([{ status: 'cancelled', reason: 'طلب مكرر' }]);
    expect(await screen.findByText(t.detail.noMoves)).toBeTruthy();
  });

  it('says plainly when the order does not exist', async () => {
    stubFetch({ '/api/me': admin });
    render();
    expect(await screen.findByText(t.detail.notFound)).toBeTruthy();
  });
});
