import { canMoveOrder } from '@souq/domain/order-status';
import { orderStatuses } from '@souq/domain/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema';
import type { TestApp } from './helpers/app';
import { browser } from './helpers/auth';
import {
  delivery,
  type OrderWorld,
  openOrderWorld,
  orderBody,
  placeOrder,
  setStatus,
  snapshot,
  walletProduct,
} from './helpers/orders';

const statusUrl = (id: string) => `/api/seller/orders/${id}/status`;
const REASON = 'نفدت الكمية لدى المورّد';

/** POST /api/seller/orders/{id}/status: the store's moves, and only the store's. */
describe('seller order moves', () => {
  let t: TestApp;
  let w: OrderWorld;
  beforeAll(async () => ({ t, w } = await openOrderWorld()));
  afterAll(() => t.close());

  async function deliveryOrder(payment: 'cod' | 'shamcash' = 'cod') {
    const product = await walletProduct(w, { stockCount: 500 });
    const line = { product_id: product.id, quantity: 1, unit_price: 1500 };
    const res = await placeOrder(
      w.shopper,
      orderBody(w.vendor.id, [line], {
        payment_method: payment,
        payment_receipt: payment === 'cod' ? null : 'SC-MOVE-1',
        delivery_requested: true,
        delivery_address: delivery,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  }

  const rowOf = async (id: string) =>
    (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  it('allows the store exactly the moves of the status machine (the whole matrix)', async () => {
    for (const deliveryRequested of [true, false]) {
      const product = await walletProduct(w, { stockCount: 1000 });
      const line = { product_id: product.id, quantity: 1, unit_price: 1500 };
      const placed = await placeOrder(
        w.shopper,
        // Cash on delivery needs a delivery; a pickup order is paid by wallet.
        orderBody(
          w.vendor.id,
          [line],
          deliveryRequested
            ? {
                payment_method: 'cod',
                payment_receipt: null,
                delivery_requested: true,
                delivery_address: delivery,
              }
            : {},
        ),
      );
      expect(placed.statusCode, placed.body).toBe(201);
      const id = placed.json().id as string;
      // A proof on file, so 'delivered' is decided by the machine alone here.
      await t.database.db
        .update(orders)
        .set({ deliveryProofUrl: '/api/media/proofs/x.webp' })
        .where(eq(orders.id, id));
      for (const from of orderStatuses) {
        for (const to of orderStatuses) {
          await setStatus(t, id, from);
          const res = await w.owner.post(statusUrl(id), { status: to, reason: REASON });
          const allowed = canMoveOrder({ status: from, deliveryRequested }, to, 'vendor');
          const label = `${deliveryRequested ? 'delivery' : 'pickup'} ${from} -> ${to}`;
          expect(res.statusCode, `${label}: ${res.body}`).toBe(allowed ? 200 : 409);
          expect((await rowOf(id)).status, label).toBe(allowed ? to : from);
        }
      }
    }
  });

  it('never lets another store, a shopper or a guest move the order, and changes nothing', async () => {
    const id = await deliveryOrder();
    const before = await snapshot(t);
    expect((await browser(t.app).post(statusUrl(id), { status: 'confirmed' })).statusCode).toBe(
      401,
    );
    expect((await w.otherOwner.post(statusUrl(id), { status: 'confirmed' })).statusCode).toBe(404);
    expect(
      (await w.shopper.post(statusUrl(id), { status: 'cancelled', reason: REASON })).statusCode,
    ).toBe(404);
    for (const bad of [
      { status: 'cancelled' },
      { status: 'cancelled', reason: '  ' },
      { status: 'shipped' },
      { status: 'confirmed', reason: 'x'.repeat(501) },
      { status: 'confirmed', extra: true },
    ]) {
      expect((await w.owner.post(statusUrl(id), bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('cancels with the reason recorded for the customer', async () => {
    const id = await deliveryOrder('shamcash');
    const res = await w.owner.post(statusUrl(id), { status: 'cancelled', reason: REASON });
    expect(res.statusCode, res.body).toBe(200);
    const detail = (await w.owner.get(`/api/seller/orders/${id}`)).json();
    expect(detail).toMatchObject({ status: 'cancelled', payment_status: 'void' });
    expect(detail.history.at(-1)).toMatchObject({ to_status: 'cancelled', note: REASON });
  });

  it('delivers a delivery order only once its proof is uploaded; cash is then paid', async () => {
    const id = await deliveryOrder();
    for (const status of ['confirmed', 'preparing', 'out_for_delivery']) {
      expect((await w.owner.post(statusUrl(id), { status })).statusCode).toBe(200);
    }
    const early = await w.owner.post(statusUrl(id), { status: 'delivered' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('DELIVERY_PROOF_REQUIRED');
    expect((await rowOf(id)).status).toBe('out_for_delivery');
    await t.database.db
      .update(orders)
      .set({ deliveryProofUrl: '/api/media/proofs/y.webp' })
      .where(eq(orders.id, id));
    const res = await w.owner.post(statusUrl(id), { status: 'delivered' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowOf(id)).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
  });
});
