import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusHistory, orders } from '../src/db/schema';
import type { TestApp } from './helpers/app';
import { browser } from './helpers/auth';
import {
  delivery,
  moveOrder,
  type OrderWorld,
  openOrderWorld,
  orderBody,
  placeOrder,
  snapshot,
  stockOf,
  walletProduct,
} from './helpers/orders';

const confirmUrl = (id: string) => `/api/seller/orders/${id}/payment/confirm`;
const rejectUrl = (id: string) => `/api/seller/orders/${id}/payment/reject`;
const REASON = 'لم يصل أي تحويل بهذا الرقم';

/** The store's check of a wallet receipt, and the payment status every move carries along. */
describe('payment check', () => {
  let t: TestApp;
  let w: OrderWorld;
  beforeAll(async () => ({ t, w } = await openOrderWorld()));
  afterAll(() => t.close());

  async function walletOrder(quantity = 2) {
    const product = await walletProduct(w, { stockCount: 5 });
    const line = { product_id: product.id, quantity, unit_price: 1500 };
    const res = await placeOrder(w.shopper, orderBody(w.vendor.id, [line]));
    expect(res.statusCode, res.body).toBe(201);
    return {
      orderId: res.json().id as string,
      number: res.json().number as number,
      productId: product.id,
    };
  }

  const paymentOf = async (orderId: string) => {
    const [row] = await t.database.db
      .select({ status: orders.status, pay: orders.paymentStatus, note: orders.paymentNote })
      .from(orders)
      .where(eq(orders.id, orderId));
    return row!;
  };

  it("is the store owner's alone: 401 signed out, 404 for anyone else, 400 without a reason", async () => {
    const { orderId } = await walletOrder();
    const before = await snapshot(t);
    expect((await browser(t.app).post(confirmUrl(orderId))).statusCode).toBe(401);
    for (const other of [w.otherOwner, w.shopper, w.stranger]) {
      expect((await other.post(confirmUrl(orderId))).statusCode).toBe(404);
      expect((await other.post(rejectUrl(orderId), { reason: REASON })).statusCode).toBe(404);
    }
    expect((await w.owner.post(confirmUrl(randomUUID()))).statusCode).toBe(404);
    for (const bad of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 5 }]) {
      expect((await w.owner.post(rejectUrl(orderId), bad)).statusCode, JSON.stringify(bad)).toBe(
        400,
      );
    }
    expect(await snapshot(t)).toEqual(before);
    expect(await paymentOf(orderId)).toEqual({
      status: 'pending',
      pay: 'awaiting_check',
      note: null,
    });
  });

  it('confirming accepts the order once; a second check is refused', async () => {
    const { orderId } = await walletOrder();
    const res = await w.owner.post(confirmUrl(orderId));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: orderId,
      status: 'confirmed',
      payment_status: 'confirmed',
    });
    expect(await paymentOf(orderId)).toEqual({ status: 'confirmed', pay: 'confirmed', note: null });
    const again = await w.owner.post(rejectUrl(orderId), { reason: REASON });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('STATUS_CHANGE_NOT_ALLOWED');
    expect(await paymentOf(orderId)).toMatchObject({ status: 'confirmed', pay: 'confirmed' });
  });

  it('rejecting cancels with the reason and restores stock exactly once under racing requests', async () => {
    const { orderId, productId } = await walletOrder(2);
    expect(await stockOf(t, productId)).toBe(3);
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => w.owner.post(rejectUrl(orderId), { reason: REASON })),
      w.owner.post(confirmUrl(orderId)),
    ]);
    const ok = answers.filter((res) => res.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode, res.body).toBe(409);
    }
    const after = await paymentOf(orderId);
    const history = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId));
    // Whichever check won, it applied once: the creation plus one move.
    expect(history).toHaveLength(2);
    if (after.status === 'cancelled') {
      expect(after).toEqual({ status: 'cancelled', pay: 'rejected', note: REASON });
      expect(await stockOf(t, productId)).toBe(5);
      expect(history.find((h) => h.toStatus === 'cancelled')).toMatchObject({
        actorRole: 'vendor',
        note: REASON,
      });
    } else {
      expect(after).toEqual({ status: 'confirmed', pay: 'confirmed', note: null });
      expect(await stockOf(t, productId)).toBe(3);
    }
  });

  it('a rejection that wins alone restores the stock and says why', async () => {
    const { orderId, productId } = await walletOrder(1);
    const res = await w.owner.post(rejectUrl(orderId), { reason: REASON });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled' });
    expect(await paymentOf(orderId)).toEqual({
      status: 'cancelled',
      pay: 'rejected',
      note: REASON,
    });
    expect(await stockOf(t, productId)).toBe(5);
  });

  it('refuses a check on a cash order; cash becomes paid when delivered', async () => {
    const product = await walletProduct(w);
    const line = { product_id: product.id, quantity: 1, unit_price: 1500 };
    const placed = await placeOrder(
      w.shopper,
      orderBody(w.vendor.id, [line], {
        payment_method: 'cod',
        payment_receipt: null,
        delivery_requested: true,
        delivery_address: delivery,
      }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().id as string;
    expect((await w.owner.post(confirmUrl(orderId))).statusCode).toBe(409);
    for (const status of ['confirmed', 'preparing', 'out_for_delivery']) {
      const res = await moveOrder(w.owner, orderId, { status, vendor_id: w.vendor.id });
      expect(res.statusCode, res.body).toBe(200);
      expect((await paymentOf(orderId)).pay).toBe('due_on_delivery');
    }
    await moveOrder(w.owner, orderId, { status: 'delivered', vendor_id: w.vendor.id });
    expect(await paymentOf(orderId)).toMatchObject({ status: 'delivered', pay: 'paid' });
  });

  it('the status move confirms a wallet payment too; a customer cancel voids it', async () => {
    const first = await walletOrder(1);
    await moveOrder(w.owner, first.orderId, { status: 'confirmed', vendor_id: w.vendor.id });
    expect(await paymentOf(first.orderId)).toMatchObject({ pay: 'confirmed' });
    const second = await walletOrder(1);
    const cancel = await moveOrder(w.shopper, second.orderId, { status: 'cancelled' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await paymentOf(second.orderId)).toMatchObject({ status: 'cancelled', pay: 'void' });
  });

  it("shows the customer their order: the rejection's reason, the timeline, the fee; nobody else", async () => {
    const { orderId, number } = await walletOrder(1);
    await w.owner.post(rejectUrl(orderId), { reason: REASON });
    const res = await w.shopper.get(`/api/orders/${orderId}`);
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json();
    expect(order).toMatchObject({
      id: orderId,
      number,
      status: 'cancelled',
      payment_status: 'rejected',
      payment_note: REASON,
      delivery_fee: null,
      delivery_proof_url: null,
    });
    expect(order.timeline).toEqual([
      expect.objectContaining({ status: 'pending', actor: 'customer', note: null }),
      expect.objectContaining({ status: 'cancelled', actor: 'vendor', note: REASON }),
    ]);
    expect((await w.admin.get(`/api/orders/${orderId}`)).statusCode).toBe(200);
    for (const other of [w.stranger, w.owner, w.otherOwner]) {
      expect((await other.get(`/api/orders/${orderId}`)).statusCode).toBe(404);
    }
    expect((await browser(t.app).get(`/api/orders/${orderId}`)).statusCode).toBe(401);
    expect((await w.shopper.get('/api/orders/not-an-id')).statusCode).toBe(400);
  });
});
