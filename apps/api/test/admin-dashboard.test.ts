import { paths } from '@souq/domain/paths';
import type { AdminDashboard, DashboardCurrency } from '@souq/domain/schemas/admin-dashboard';
import { withQuery } from '@souq/domain/url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../src/db/schema';
import { marketToday } from '../src/modules/admin-dashboard/service';
import type { TestApp } from './helpers/app';
import { type OrderWorld, openOrderWorld } from './helpers/orders';

/** The operator's dashboard: per-day and per-currency figures, top lists and what waits. */
describe('admin dashboard', () => {
  let t: TestApp;
  let w: OrderWorld;
  const today = marketToday();
  let olive: { id: string };
  let soap: { id: string };
  let dollarLamp: { id: string };
  const extraStores: string[] = [];

  /** An order placed `daysAgo` days before today, at noon on Syria's clock, with its lines. */
  async function order(
    vendorId: string,
    daysAgo: number,
    total: string,
    {
      currency = 'SYP',
      status = 'delivered',
      paymentStatus = 'confirmed',
      lines = [] as { productId: string; quantity: number; totalPrice: string }[],
    } = {},
  ) {
    const [row] = await t.database.db
      .insert(orders)
      .values({
        customerId: w.shopperId,
        vendorId,
        status: status as 'delivered',
        paymentStatus: paymentStatus as 'confirmed',
        currency,
        subtotalAmount: total,
        totalAmount: total,
        paymentMethod: 'shamcash',
        deliveryRequested: false,
        customerContactInfo: { name: 'سارة' },
        createdAt: sql`((${today}::date - ${daysAgo}::int + time '12:00')::timestamp
          at time zone 'Asia/Damascus')` as unknown as Date,
      })
      .returning({ id: orders.id });
    for (const line of lines) {
      await t.database.db.insert(orderItems).values({
        orderId: row!.id,
        customerId: w.shopperId,
        productId: line.productId,
        productSnapshot: { name: 'x' },
        quantity: line.quantity,
        unitPrice: line.totalPrice,
        totalPrice: line.totalPrice,
      });
    }
  }

  beforeAll(async () => {
    ({ t, w } = await openOrderWorld());
    olive = await w.f.product(w.vendor.id, { name: 'زيت زيتون' });
    soap = await w.f.product(w.otherVendor.id, { name: 'صابون غار' });
    dollarLamp = await w.f.product(w.otherVendor.id, { name: 'مصباح', currency: 'USD' });
    // Today: one delivered and one cancelled order in pounds, one in dollars.
    await order(w.vendor.id, 0, '3000.00', {
      lines: [{ productId: olive.id, quantity: 2, totalPrice: '3000.00' }],
    });
    await order(w.vendor.id, 0, '9999.00', {
      status: 'cancelled',
      lines: [{ productId: olive.id, quantity: 9, totalPrice: '9999.00' }],
    });
    await order(w.otherVendor.id, 0, '12.50', {
      currency: 'USD',
      lines: [{ productId: dollarLamp.id, quantity: 1, totalPrice: '12.50' }],
    });
    // Two days ago: the other store's pounds; still waiting for its wallet payment check.
    await order(w.otherVendor.id, 2, '4500.00', {
      status: 'pending',
      paymentStatus: 'awaiting_check',
      lines: [{ productId: soap.id, quantity: 3, totalPrice: '4500.00' }],
    });
    // Ten days ago: outside 7 days, inside 30.
    await order(w.vendor.id, 10, '1000.00', {
      lines: [{ productId: olive.id, quantity: 1, totalPrice: '1000.00' }],
    });
    // Five more stores with small sales: the top list stops at five.
    for (let i = 1; i <= 5; i++) {
      const store = await w.f.vendor({ vendorName: `متجر ${i}` });
      extraStores.push(store.id);
      await order(store.id, 1, `${i * 10}.00`);
    }
    await w.f.vendor({ vendorName: 'متجر ينتظر', status: 'pending', isActive: false });
    await w.f.vendor({ vendorName: 'متجر مرفوض', status: 'rejected', isActive: false });
  });
  afterAll(() => t.close());

  const read = async (days?: string) => {
    const res = await w.admin.get(
      days ? withQuery(paths.api.adminDashboard(), { days }) : paths.api.adminDashboard(),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json() as AdminDashboard;
  };
  const inCurrency = (reply: AdminDashboard, currency: string) =>
    reply.currencies.find((c) => c.currency === currency) as DashboardCurrency;

  it('gives every day of the range, oldest first, with zeros where nothing was sold', async () => {
    const week = await read('7');
    expect(week).toMatchObject({ days: 7, to: today });
    const pounds = inCurrency(week, 'SYP');
    expect(pounds.daily).toHaveLength(7);
    expect(pounds.daily[0]!.day).toBe(week.from);
    expect(pounds.daily.at(-1)).toEqual({ day: today, orders: 2, sales: 3000 });
    expect(pounds.daily.at(-2)).toMatchObject({ orders: 5, sales: 150 });
    expect(pounds.daily.at(-3)).toMatchObject({ orders: 1, sales: 4500 });
    expect(pounds.daily.slice(0, 4).every((d) => d.orders === 0 && d.sales === 0)).toBe(true);
    expect((await read('90')).currencies[0]!.daily).toHaveLength(90);
    expect((await read()).days).toBe(30);
  });

  it('keeps each currency apart and leaves cancelled orders out of sales', async () => {
    const week = await read('7');
    expect(week.currencies.map((c) => c.currency)).toEqual(['SYP', 'USD']);
    expect(inCurrency(week, 'SYP')).toMatchObject({ orders: 8, sales: 7650 });
    const dollars = inCurrency(week, 'USD');
    expect(dollars).toMatchObject({ orders: 1, sales: 12.5 });
    expect(dollars.daily.at(-1)).toEqual({ day: today, orders: 1, sales: 12.5 });
    expect(dollars.top_stores).toEqual([
      { id: w.otherVendor.id, name: 'متجر آخر', orders: 1, sales: 12.5 },
    ]);
    expect(dollars.top_products).toEqual([
      { id: dollarLamp.id, name: 'مصباح', quantity: 1, sales: 12.5 },
    ]);
  });

  it('counts older orders only in a range long enough to hold them', async () => {
    expect(inCurrency(await read('30'), 'SYP')).toMatchObject({ orders: 9, sales: 8650 });
  });

  it('ranks the top five stores and products by sales, without cancelled orders', async () => {
    const pounds = inCurrency(await read('30'), 'SYP');
    expect(pounds.top_stores.map((s) => s.name)).toEqual([
      'متجر آخر',
      'متجر تجريبي',
      'متجر 5',
      'متجر 4',
      'متجر 3',
    ]);
    expect(pounds.top_stores[1]).toEqual({
      id: w.vendor.id,
      name: 'متجر تجريبي',
      orders: 2,
      sales: 4000,
    });
    expect(pounds.top_products).toEqual([
      { id: soap.id, name: 'صابون غار', quantity: 3, sales: 4500 },
      { id: olive.id, name: 'زيت زيتون', quantity: 3, sales: 4000 },
    ]);
  });

  it('counts pending applications, payments awaiting check and orders today', async () => {
    expect((await read('7')).counts).toEqual({
      pending_applications: 1,
      awaiting_check: 1,
      orders_today: 3,
    });
  });

  it('refuses guests (401), shoppers and store owners (403) before validation', async () => {
    for (const url of [
      paths.api.adminDashboard(),
      withQuery(paths.api.adminDashboard(), { days: '5' }),
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      for (const client of [w.shopper, w.owner, w.otherOwner]) {
        expect((await client.get(url)).statusCode).toBe(403);
      }
    }
    const odd = await w.admin.get(withQuery(paths.api.adminDashboard(), { days: '5' }));
    expect(odd.statusCode).toBe(400);
  });
});
