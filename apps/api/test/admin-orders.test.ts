import { paths } from '@souq/domain/paths';
import type { AdminAction } from '@souq/domain/schemas/admin-actions';
import type { AdminOrderDetail, AdminOrderList } from '@souq/domain/schemas/admin-orders';
import { withQuery } from '@souq/domain/url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/app';
import { outbox } from './helpers/auth';
import {
  delivery,
  type OrderWorld,
  openOrderWorld,
  orderBody,
  placeOrder,
  walletProduct,
} from './helpers/orders';

/** The operator's orders: every store, filters, one in full, any move with a reason, audited. */
describe('admin orders', () => {
  let t: TestApp;
  let w: OrderWorld;
  let first: { id: string; number: number };
  let second: { id: string; number: number };

  beforeAll(async () => {
    ({ t, w } = await openOrderWorld());
    const product = await walletProduct(w, { name: 'زيت زيتون', stockCount: 50 });
    const other = await w.f.product(w.otherVendor.id, {
      basePrice: '900.00',
      paymentCashOnDelivery: true,
    });
    const line = (id: string, price: number) => [
      { product_id: id, quantity: 1, unit_price: price },
    ];
    const a = await placeOrder(w.shopper, orderBody(w.vendor.id, line(product.id, 1500)));
    const b = await placeOrder(
      w.stranger,
      orderBody(w.otherVendor.id, line(other.id, 900), {
        payment_method: 'cod',
        payment_receipt: null,
        delivery_requested: true,
        delivery_address: delivery,
        customer_contact_info: { name: 'رامي', phone: '+963 933 777 888', email: null },
      }),
    );
    expect(a.statusCode, a.body).toBe(201);
    expect(b.statusCode, b.body).toBe(201);
    first = a.json();
    second = b.json();
  });
  afterAll(() => t.close());

  const list = async (query: Record<string, string> = {}) => {
    const res = await w.admin.get(withQuery(paths.api.adminOrders(), query));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AdminOrderList;
  };
  const ids = (reply: AdminOrderList) => reply.data.map((row) => row.id);

  it('lists every store’s orders, newest first, with the store and the customer', async () => {
    const all = await list();
    expect(ids(all)).toEqual([second.id, first.id]);
    expect(all.data[0]).toMatchObject({
      number: second.number,
      vendor_name: 'متجر آخر',
      customer_name: 'رامي',
      payment_method: 'cod',
      total_amount: 900,
    });
  });

  it('filters by store, status, payment status, days and search', async () => {
    expect(ids(await list({ vendor_id: w.vendor.id }))).toEqual([first.id]);
    expect(ids(await list({ payment_status: 'awaiting_check' }))).toEqual([first.id]);
    expect(ids(await list({ status: 'delivered' }))).toEqual([]);
    expect(ids(await list({ q: String(first.number) }))).toEqual([first.id]);
    expect(ids(await list({ q: '777' }))).toEqual([second.id]);
    expect(ids(await list({ q: 'متجر اخر' }))).toEqual([second.id]);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Damascus' });
    expect((await list({ from: today, to: today })).count).toBe(2);
    expect((await list({ from: '2020-01-01', to: '2020-01-31' })).count).toBe(0);
    const reversed = await w.admin.get(
      withQuery(paths.api.adminOrders(), { from: today, to: '2020-01-01' }),
    );
    expect(reversed.statusCode).toBe(400);
    // A well-formed string that is no calendar day is bad input, not a database error.
    for (const from of ['2026-13-45', '2026-02-30']) {
      const impossible = await w.admin.get(withQuery(paths.api.adminOrders(), { from }));
      expect(impossible.statusCode, from).toBe(400);
      expect(impossible.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('shows one order in full with the admin’s moves', async () => {
    const res = await w.admin.get(paths.api.adminOrder(first.id));
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json() as AdminOrderDetail;
    expect(detail).toMatchObject({ id: first.id, number: first.number, status: 'pending' });
    expect(detail.history.map((h) => h.to_status)).toEqual(['pending']);
    expect(detail.next_statuses).toEqual(['confirmed', 'cancelled']);
  });

  it('moves an order only with a reason, records it, mails the customer and logs it', async () => {
    const silent = await w.admin.post(paths.api.adminOrderStatus(first.id), {
      status: 'cancelled',
    });
    expect(silent.statusCode).toBe(400);
    const mails = (await outbox(t.app, 'buyer@orders.test')).length;
    const res = await w.admin.post(paths.api.adminOrderStatus(first.id), {
      status: 'cancelled',
      reason: 'طلب مكرر بالخطأ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json() as AdminOrderDetail;
    expect(detail.status).toBe('cancelled');
    expect(detail.history.at(-1)).toMatchObject({ actor: 'admin', note: 'طلب مكرر بالخطأ' });
    expect((await outbox(t.app, 'buyer@orders.test')).length).toBe(mails + 1);
    const log = await w.admin.get(withQuery(paths.api.adminActions(), { target_type: 'order' }));
    const [entry] = log.json().data as AdminAction[];
    expect(entry).toMatchObject({
      action: 'order.status',
      target_id: first.id,
      target_label: String(first.number),
      reason: 'طلب مكرر بالخطأ',
      details: { from: 'pending', to: 'cancelled' },
    });
    const again = await w.admin.post(paths.api.adminOrderStatus(first.id), {
      status: 'confirmed',
      reason: 'خطأ',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('STATUS_CHANGE_NOT_ALLOWED');
  });

  it('refuses guests (401), shoppers and store owners (403), before validation', async () => {
    const urls = [paths.api.adminOrders(), paths.api.adminOrder(second.id)];
    for (const url of urls) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      for (const client of [w.shopper, w.owner, w.otherOwner]) {
        expect((await client.get(url)).statusCode).toBe(403);
      }
    }
    for (const client of [w.shopper, w.otherOwner]) {
      const res = await client.post(paths.api.adminOrderStatus(second.id), { status: 'confirmed' });
      expect(res.statusCode).toBe(403);
    }
    expect((await w.admin.get(paths.api.adminOrder(second.id))).json().status).toBe('pending');
    expect((await w.admin.get(`${paths.api.adminOrders()}?limit=101`)).statusCode).toBe(400);
  });
});
