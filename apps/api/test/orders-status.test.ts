import { randomUUID } from 'node:crypto';
import { ordersText } from '@souq/domain/locales/ar/orders';
import { paths } from '@souq/domain/paths';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusHistory } from '../src/db/schema';
import type { TestApp } from './helpers/app';
import { browser, outbox, waitForMail } from './helpers/auth';
import {
  delivery,
  moveOrder,
  type OrderWorld,
  openOrderWorld,
  orderBody,
  placeOrder,
  stockOf,
} from './helpers/orders';

const BUYER = 'buyer@orders.test';

/**
 * Order lists by owner, the status machine per role with history and restocking, and the
 * customer's mail on each move.
 */
describe('order lists and status changes', () => {
  let t: TestApp;
  let w: OrderWorld;
  beforeAll(async () => ({ t, w } = await openOrderWorld()));
  afterAll(() => t.close());

  /** A fresh product (stock 10) and a pending order of 2 of it; delivery orders pay cash. */
  async function pendingOrder(kind: 'pickup' | 'delivery' = 'pickup') {
    const p = await w.f.product(w.vendor.id, { paymentShamcash: true, stockCount: 10 });
    const line = { product_id: p.id, quantity: 2, unit_price: 1000 };
    const extra =
      kind === 'delivery'
        ? { delivery_requested: true, delivery_address: delivery, payment_method: 'cod' }
        : {};
    const res = await placeOrder(w.shopper, orderBody(w.vendor.id, [line], extra));
    if (res.statusCode !== 201) throw new Error(res.body);
    return {
      productId: p.id,
      orderId: res.json().id as string,
      number: res.json().number as number,
    };
  }

  const asVendor = (status: string) => ({ status, vendor_id: w.vendor.id });

  describe('get-customer-orders', () => {
    it('lists the customer their own orders, newest first, with items', async () => {
      const first = await pendingOrder();
      const second = await pendingOrder('delivery');
      const res = await w.shopper.get(paths.api.customerOrders(w.shopperId));
      expect(res.statusCode).toBe(200);
      const { orders } = res.json();
      const ids = orders.map((o: { id: string }) => o.id);
      expect(ids.indexOf(second.orderId)).toBeLessThan(ids.indexOf(first.orderId));
      // Each carries the human number create-order answered with; the later one is the next.
      expect(second.number).toBe(first.number + 1);
      const numbers = orders.map((o: { number: number }) => o.number);
      expect(numbers[ids.indexOf(first.orderId)]).toBe(first.number);
      expect(numbers[ids.indexOf(second.orderId)]).toBe(second.number);
      expect(orders[0].order_items[0]).toMatchObject({
        quantity: 2,
        unit_price: 1000,
        total_price: 2000,
      });
      expect(orders[0].order_items[0].product_snapshot.name).toBe('منتج');
    });

    it('lets the admin read them and refuses anyone else (403) and guests (401)', async () => {
      const url = paths.api.customerOrders(w.shopperId);
      expect((await w.admin.get(url)).statusCode).toBe(200);
      const other = await w.stranger.get(url);
      expect(other.statusCode).toBe(403);
      expect(other.json().error.code).toBe('FORBIDDEN');
      expect((await w.owner.get(url)).statusCode).toBe(403);
      expect((await browser(t.app).get(url)).statusCode).toBe(401);
    });
  });

  describe('get-vendor-orders', () => {
    it("lists the store's orders to its owner, filtered by status", async () => {
      const { orderId, number } = await pendingOrder();
      const moved = await moveOrder(w.owner, orderId, asVendor('confirmed'));
      expect(moved.json()).toMatchObject({ id: orderId, number, status: 'confirmed' });
      const all = await w.owner.get(paths.api.vendorOrders(w.vendor.id));
      expect(all.statusCode).toBe(200);
      expect(all.json().data.map((o: { id: string }) => o.id)).toContain(orderId);
      expect(all.json().data[0].customer_contact_info.name).toBe('سارة الشامي');
      const confirmed = await w.owner.get(
        `${paths.api.vendorOrders(w.vendor.id)}?status=confirmed`,
      );
      expect(confirmed.json().data.map((o: { id: string }) => o.id)).toEqual([orderId]);
      expect(confirmed.json().data[0].number).toBe(number);
      expect(confirmed.json().count).toBe(1);
    });

    it('refuses other owners and shoppers (403), lets the admin in', async () => {
      const url = paths.api.vendorOrders(w.vendor.id);
      expect((await w.otherOwner.get(url)).statusCode).toBe(403);
      expect((await w.shopper.get(url)).statusCode).toBe(403);
      expect((await w.admin.get(url)).statusCode).toBe(200);
      expect((await w.owner.get(paths.api.vendorOrders(randomUUID()))).statusCode).toBe(403);
      expect((await w.owner.get(`${url}?status=lost`)).statusCode).toBe(400);
    });
  });

  describe('update-order-status', () => {
    it('walks a pickup order to refunded for the owner, recording every step', async () => {
      const { orderId } = await pendingOrder();
      for (const status of [
        'confirmed',
        'preparing',
        'ready_for_pickup',
        'delivered',
        'refunded',
      ]) {
        const res = await moveOrder(w.owner, orderId, asVendor(status));
        expect(res.statusCode, `${status}: ${res.body}`).toBe(200);
        expect(res.json().status).toBe(status);
      }
      const history = await t.database.db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, orderId))
        .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
      expect(history.map((h) => [h.fromStatus, h.toStatus, h.actorRole])).toEqual([
        [null, 'pending', 'customer'],
        ['pending', 'confirmed', 'vendor'],
        ['confirmed', 'preparing', 'vendor'],
        ['preparing', 'ready_for_pickup', 'vendor'],
        ['ready_for_pickup', 'delivered', 'vendor'],
        ['delivered', 'refunded', 'vendor'],
      ]);
      expect(history.slice(1).every((h) => h.changedBy && h.createdAt)).toBe(true);
    });

    it('sends a delivery order out for delivery, never to pickup (409)', async () => {
      const { orderId } = await pendingOrder('delivery');
      await moveOrder(w.admin, orderId, { status: 'confirmed' });
      await moveOrder(w.admin, orderId, { status: 'preparing' });
      const wrong = await moveOrder(w.owner, orderId, asVendor('ready_for_pickup'));
      expect(wrong.statusCode).toBe(409);
      expect(wrong.json().error).toMatchObject({
        code: 'STATUS_CHANGE_NOT_ALLOWED',
        message: 'لا يمكن نقل الطلب إلى هذه الحالة',
        details: {
          from: 'preparing',
          to: 'ready_for_pickup',
          allowed: ['out_for_delivery', 'cancelled'],
        },
      });
      expect((await moveOrder(w.owner, orderId, asVendor('out_for_delivery'))).statusCode).toBe(
        200,
      );
    });

    it.each([
      ['pending', 'delivered'],
      ['pending', 'preparing'],
      ['pending', 'pending'],
    ])('refuses %s -> %s (409)', async (_, to) => {
      const { orderId } = await pendingOrder();
      const res = await moveOrder(w.owner, orderId, asVendor(to));
      expect(res.statusCode).toBe(409);
    });

    it('lets the customer cancel while pending and restores the stock', async () => {
      const { orderId, productId } = await pendingOrder();
      expect(await stockOf(t, productId)).toBe(8);
      const res = await moveOrder(w.shopper, orderId, { status: 'cancelled' });
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('cancelled');
      expect(await stockOf(t, productId)).toBe(10);
      const again = await moveOrder(w.owner, orderId, asVendor('cancelled'));
      expect(again.statusCode).toBe(409);
      expect(await stockOf(t, productId)).toBe(10);
    });

    it('lets the store cancel a confirmed order, restoring the stock', async () => {
      const { orderId, productId } = await pendingOrder();
      await moveOrder(w.owner, orderId, asVendor('confirmed'));
      expect((await moveOrder(w.owner, orderId, asVendor('cancelled'))).statusCode).toBe(200);
      expect(await stockOf(t, productId)).toBe(10);
    });

    it('does not let the customer confirm, nor cancel once confirmed (403)', async () => {
      const { orderId, productId } = await pendingOrder();
      expect((await moveOrder(w.shopper, orderId, { status: 'confirmed' })).statusCode).toBe(403);
      await moveOrder(w.owner, orderId, asVendor('confirmed'));
      expect((await moveOrder(w.shopper, orderId, { status: 'cancelled' })).statusCode).toBe(403);
      expect(await stockOf(t, productId)).toBe(8);
    });

    it('refuses strangers and other owners (403), a wrong vendor_id or unknown order (404)', async () => {
      const { orderId } = await pendingOrder();
      expect((await moveOrder(w.stranger, orderId, { status: 'cancelled' })).statusCode).toBe(403);
      const other = await moveOrder(w.otherOwner, orderId, { status: 'confirmed' });
      expect(other.statusCode).toBe(403);
      const wrongVendor = await moveOrder(w.owner, orderId, {
        status: 'confirmed',
        vendor_id: w.otherVendor.id,
      });
      expect(wrongVendor.statusCode).toBe(404);
      expect((await moveOrder(w.owner, randomUUID(), asVendor('confirmed'))).statusCode).toBe(404);
      expect((await moveOrder(w.owner, orderId, { status: 'lost' })).statusCode).toBe(400);
      expect((await moveOrder(browser(t.app), orderId, { status: 'cancelled' })).statusCode).toBe(
        401,
      );
    });
  });

  /** Every move by the store or the admin mails the customer in Arabic, through the outbox. */
  describe('status-change mail to the customer', () => {
    const place = async () => (await pendingOrder()).orderId;
    const mailCount = async () => (await outbox(t.app, BUYER)).length;

    it('mails each move of the owner and the admin, with the new status and the note', async () => {
      const { orderId: id, number } = await pendingOrder();
      const start = await mailCount();
      const confirmed = await moveOrder(w.owner, id, { status: 'confirmed', note: 'سنجهزه اليوم' });
      expect(confirmed.statusCode).toBe(200);
      const mail = await waitForMail(t.app, BUYER, start + 1);
      expect(mail.subject).toBe(`طلبك رقم ${number}: ${ordersText.status.confirmed}`);
      expect(mail.text).toContain(ordersText.statusMail.intro('متجر تجريبي'));
      expect(mail.text).toContain(ordersText.statusMail.next.confirmed);
      expect(mail.text).toContain(
        `${ordersText.statusMail.previous}: ${ordersText.status.pending}`,
      );
      expect(mail.text).toContain('سنجهزه اليوم');
      expect(mail.html).toContain('dir="rtl"');
      expect(mail.links).toEqual([`http://localhost:3000/orders/${id}`]);

      expect((await moveOrder(w.admin, id, { status: 'preparing' })).statusCode).toBe(200);
      const second = await waitForMail(t.app, BUYER, start + 2);
      expect(second.subject).toContain(ordersText.status.preparing);
    });

    it('does not mail the customer their own cancel, nor a refused move', async () => {
      const id = await place();
      const start = await mailCount();
      expect((await moveOrder(w.stranger, id, { status: 'cancelled' })).statusCode).toBe(403);
      expect((await moveOrder(w.owner, id, { status: 'delivered' })).statusCode).toBe(409);
      expect((await moveOrder(w.shopper, id, { status: 'cancelled' })).statusCode).toBe(200);
      // A mail would be queued before the answer; the count drains the queue first.
      expect(await mailCount()).toBe(start);
    });
  });
});
