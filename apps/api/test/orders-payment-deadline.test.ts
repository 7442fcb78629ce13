import { ordersText } from '@souq/domain/locales/ar/orders';
import { paths } from '@souq/domain/paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusHistory, vendorProfiles } from '../src/db/schema';
import type { TestApp } from './helpers/app';
import { outbox, waitForMail } from './helpers/auth';
import {
  delivery,
  moveOrder,
  type OrderWorld,
  openOrderWorld,
  orderBody,
  placeOrder,
  stockOf,
  sweeper,
} from './helpers/orders';

const HOUR = 3_600_000;
const BUYER = 'buyer@orders.test';
const OWNER = 'owner@orders.test';

/**
 * Wallet orders carry a payment deadline from the store's window; the sweeper cancels those
 * still pending after it, once, restoring stock, and tells the customer. No sleeping: the
 * sweep is called with the time it should believe it is.
 */
describe('wallet payment deadline', () => {
  let t: TestApp;
  let w: OrderWorld;
  let sweep: ReturnType<typeof sweeper>;
  /** What the sweeper told the stores' live boards (order-events). */
  const published: { vendorId: string; orderId: string; kind: string }[] = [];
  beforeAll(async () => {
    ({ t, w } = await openOrderWorld());
    sweep = sweeper(t, (change) => published.push(change));
  });
  afterAll(() => t.close());

  const placeWallet = async (quantity = 2) => {
    const p = await w.f.product(w.vendor.id, { paymentShamcash: true, stockCount: 5 });
    const res = await placeOrder(
      w.shopper,
      orderBody(w.vendor.id, [{ product_id: p.id, quantity, unit_price: 1000 }]),
    );
    expect(res.statusCode, res.body).toBe(201);
    return { order: res.json(), productId: p.id };
  };
  const dueOf = (order: { payment_due_at: string }) => Date.parse(order.payment_due_at);
  const statusOf = async (id: string) =>
    (await w.owner.get(paths.api.vendorOrders(w.vendor.id)))
      .json()
      .data.find((o: { id: string }) => o.id === id).status;

  it("gives a wallet order the store's window (24 hours by default), cod none", async () => {
    const { order } = await placeWallet();
    expect(dueOf(order) - Date.parse(order.created_at)).toBe(24 * HOUR);
    const p = await w.f.product(w.vendor.id, { stockCount: 5 });
    const cod = await placeOrder(
      w.shopper,
      orderBody(w.vendor.id, [{ product_id: p.id, quantity: 1, unit_price: 1000 }], {
        payment_method: 'cod',
        payment_receipt: '+963 944 000 111',
        delivery_requested: true,
        delivery_address: delivery,
      }),
    );
    expect(cod.json().payment_due_at).toBeNull();
  });

  it("follows the store's own window", async () => {
    const { db } = t.database;
    await db
      .update(vendorProfiles)
      .set({ paymentWindowHours: 3 })
      .where(eq(vendorProfiles.id, w.vendor.id));
    try {
      const { order } = await placeWallet();
      expect(dueOf(order) - Date.parse(order.created_at)).toBe(3 * HOUR);
    } finally {
      await db
        .update(vendorProfiles)
        .set({ paymentWindowHours: 24 })
        .where(eq(vendorProfiles.id, w.vendor.id));
    }
  });

  it('keeps the window between 1 and 168 hours', async () => {
    for (const hours of [0, 169]) {
      const error = await t.database.db
        .update(vendorProfiles)
        .set({ paymentWindowHours: hours })
        .where(eq(vendorProfiles.id, w.vendor.id))
        .then(
          () => null,
          (e: Error) => e,
        );
      expect(`${error?.message} ${(error?.cause as Error | undefined)?.message}`).toContain(
        'vendor_profiles_payment_window_range',
      );
    }
  });

  it('shows the store the deadline in its order list and its new-order mail', async () => {
    const start = (await outbox(t.app, OWNER)).length;
    const { order } = await placeWallet();
    const listed = (await w.owner.get(paths.api.vendorOrders(w.vendor.id))).json().data;
    expect(listed.find((o: { id: string }) => o.id === order.id).payment_due_at).toBe(
      order.payment_due_at,
    );
    const mail = await waitForMail(t.app, OWNER, start + 1);
    expect(mail.text).toContain(`${ordersText.newOrderMail.paymentDue}: `);
    expect(mail.text).toContain('وإلا يُلغى الطلب تلقائياً');
    expect(mail.html).toContain(ordersText.newOrderMail.paymentDue);
  });

  it('cancels a wallet order still pending after its deadline, once, restoring its stock', async () => {
    const { order, productId } = await placeWallet(2);
    expect(await stockOf(t, productId)).toBe(3);
    const mails = (await outbox(t.app, BUYER)).length;

    expect(await sweep(new Date(dueOf(order) - 1000))).not.toContain(order.id);
    expect(await statusOf(order.id)).toBe('pending');

    const after = new Date(dueOf(order) + 1000);
    expect(await sweep(after)).toContain(order.id);
    expect(await statusOf(order.id)).toBe('cancelled');
    expect(await stockOf(t, productId)).toBe(5);
    const history = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(orderStatusHistory.createdAt);
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'cancelled',
      actorRole: 'system',
      changedBy: null,
      note: ordersText.statusMail.paymentExpired,
    });

    // Exactly once: a second sweep finds nothing and gives nothing back again.
    expect(await sweep(after)).not.toContain(order.id);
    expect(await stockOf(t, productId)).toBe(5);
    // The store's open board is told once, like any other move.
    expect(published.filter((change) => change.orderId === order.id)).toEqual([
      { vendorId: w.vendor.id, orderId: order.id, kind: 'status' },
    ]);

    const mail = await waitForMail(t.app, BUYER, mails + 1);
    expect(mail.subject).toContain(ordersText.status.cancelled);
    expect(mail.text).toContain(
      `${ordersText.statusMail.reason}: ${ordersText.statusMail.paymentExpired}`,
    );
  });

  it('leaves orders the store confirmed in time, and cod orders, alone', async () => {
    const { order, productId } = await placeWallet(1);
    expect((await moveOrder(w.owner, order.id, { status: 'confirmed' })).statusCode).toBe(200);
    const p = await w.f.product(w.vendor.id, { stockCount: 5 });
    const cod = (
      await placeOrder(
        w.shopper,
        orderBody(w.vendor.id, [{ product_id: p.id, quantity: 1, unit_price: 1000 }], {
          payment_method: 'cod',
          payment_receipt: '+963 944 000 111',
          delivery_requested: true,
          delivery_address: delivery,
        }),
      )
    ).json();
    const cancelled = await sweep(new Date(Date.now() + 200 * HOUR));
    expect(cancelled).not.toContain(order.id);
    expect(cancelled).not.toContain(cod.id);
    expect(await statusOf(order.id)).toBe('confirmed');
    expect(await statusOf(cod.id)).toBe('pending');
    expect(await stockOf(t, productId)).toBe(4);
  });

  it('lets either the store confirming or the sweeper win a race, never both', async () => {
    for (let round = 0; round < 5; round++) {
      const { order, productId } = await placeWallet(2);
      const [swept, confirm] = await Promise.all([
        sweep(new Date(dueOf(order) + 1000)),
        moveOrder(w.owner, order.id, { status: 'confirmed' }),
      ]);
      const status = await statusOf(order.id);
      if (swept.includes(order.id)) {
        expect(confirm.statusCode).toBe(409);
        expect(status).toBe('cancelled');
        expect(await stockOf(t, productId)).toBe(5);
      } else {
        expect(confirm.statusCode).toBe(200);
        expect(status).toBe('confirmed');
        expect(await stockOf(t, productId)).toBe(3);
      }
    }
  });
});
