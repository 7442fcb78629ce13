import { paths } from '@souq/domain/paths';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/app';
import type { Browser } from './helpers/auth';
import {
  moveOrder,
  type OrderWorld,
  openOrderWorld,
  orderBody,
  placeOrder,
  setStatus,
  snapshot,
} from './helpers/orders';

type Who = 'anonymous' | 'shopperA' | 'shopperB' | 'vendorX' | 'vendorY' | 'admin';
const everyone: Who[] = ['anonymous', 'shopperA', 'shopperB', 'vendorX', 'vendorY', 'admin'];

/**
 * Every order endpoint against every kind of caller (the orders authorization matrix). The order
 * is shopper A's at vendor X. Refusals are checked to write nothing.
 */
describe('orders authorization matrix', () => {
  let t: TestApp;
  let w: OrderWorld;
  let clients: Record<Exclude<Who, 'anonymous'>, Browser>;
  let productId: string;
  let png: Buffer;
  beforeAll(async () => {
    ({ t, w } = await openOrderWorld());
    clients = {
      shopperA: w.shopper,
      shopperB: w.stranger,
      vendorX: w.owner,
      vendorY: w.otherOwner,
      admin: w.admin,
    };
    productId = (await w.f.product(w.vendor.id, { paymentShamcash: true, stockCount: 500 })).id;
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
  });
  afterAll(() => t.close());

  /** Each on a product of its own: shopper A's many pending orders stay under the unpaid cap. */
  const placeAsA = async () => {
    const own = await w.f.product(w.vendor.id, { paymentShamcash: true, stockCount: 5 });
    const res = await placeOrder(
      w.shopper,
      orderBody(w.vendor.id, [{ product_id: own.id, quantity: 1, unit_price: 1000 }]),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const call = (who: Who, options: Parameters<Browser['request']>[0]) =>
    who === 'anonymous' ? t.app.inject(options) : clients[who].request(options);

  const expectations: [
    string,
    Record<Who, number>,
    (who: Who) => Promise<{ statusCode: number }>,
  ][] = [
    [
      "read shopper A's orders",
      { anonymous: 401, shopperA: 200, shopperB: 403, vendorX: 403, vendorY: 403, admin: 200 },
      (who) => call(who, { method: 'GET', url: paths.api.customerOrders(w.shopperId) }),
    ],
    [
      "read vendor X's orders",
      { anonymous: 401, shopperA: 403, shopperB: 403, vendorX: 200, vendorY: 403, admin: 200 },
      (who) => call(who, { method: 'GET', url: paths.api.vendorOrders(w.vendor.id) }),
    ],
    [
      "confirm shopper A's order at vendor X",
      { anonymous: 401, shopperA: 403, shopperB: 403, vendorX: 200, vendorY: 403, admin: 200 },
      async (who) => {
        const id = await placeAsA();
        return call(who, {
          method: 'PATCH',
          url: paths.api.updateOrderStatus(id),
          payload: { status: 'confirmed' },
        });
      },
    ],
    [
      "cancel shopper A's pending order",
      { anonymous: 401, shopperA: 200, shopperB: 403, vendorX: 200, vendorY: 403, admin: 200 },
      async (who) => {
        const id = await placeAsA();
        return call(who, {
          method: 'PATCH',
          url: paths.api.updateOrderStatus(id),
          payload: { status: 'cancelled' },
        });
      },
    ],
    [
      "attach a delivery proof to shopper A's order",
      { anonymous: 401, shopperA: 403, shopperB: 403, vendorX: 200, vendorY: 403, admin: 200 },
      async (who) => {
        const id = await placeAsA();
        // Out for delivery: the status takes a proof, so only who is asking decides.
        await setStatus(t, id, 'out_for_delivery');
        return call(who, {
          method: 'POST',
          url: paths.api.deliveryProof(id),
          payload: png,
          headers: { 'content-type': 'image/png' },
        });
      },
    ],
    [
      'place an order in the name of shopper A',
      { anonymous: 401, shopperA: 201, shopperB: 403, vendorX: 403, vendorY: 403, admin: 403 },
      (who) =>
        call(who, {
          method: 'POST',
          url: paths.api.createOrder(),
          headers: { 'idempotency-key': crypto.randomUUID() },
          payload: orderBody(
            w.vendor.id,
            [{ product_id: productId, quantity: 1, unit_price: 1000 }],
            { customer_id: w.shopperId },
          ),
        }),
    ],
  ];

  describe.each(expectations)('%s', (_, expected, attempt) => {
    it.each(everyone)('as %s', async (who) => {
      const res = await attempt(who);
      expect(res.statusCode).toBe(expected[who]);
    });
  });

  it('writes nothing on a refused move or proof', async () => {
    const id = await placeAsA();
    const before = await snapshot(t);
    await moveOrder(w.otherOwner, id, { status: 'confirmed' });
    await moveOrder(w.stranger, id, { status: 'cancelled' });
    await call('vendorY', {
      method: 'POST',
      url: paths.api.deliveryProof(id),
      payload: png,
      headers: { 'content-type': 'image/png' },
    });
    expect(await snapshot(t)).toEqual(before);
    const order = (await w.shopper.get(paths.api.customerOrders(w.shopperId))).json().orders[0];
    expect([order.id, order.status, order.delivery_proof_url]).toEqual([id, 'pending', null]);
  });
});
