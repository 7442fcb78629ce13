import { randomUUID } from 'node:crypto';
import { PICKUP_ADDRESS } from '@souq/domain/checkout-placement';
import { ordersText } from '@souq/domain/locales/ar/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusHistory, orders, productVariants } from '../src/db/schema';
import type { TestApp } from './helpers/app';
import { browser, confirmedShopper, outbox, waitForMail } from './helpers/auth';
import {
  delivery,
  type OrderWorld,
  openOrderWorld,
  orderBody,
  placeOrder,
  snapshot,
  stockOf,
  variantStockOf,
  walletProduct,
} from './helpers/orders';

const OWNER = 'owner@orders.test';

/** create-order: the server decides prices, rules and stock; the payload decides nothing else. */
describe('create-order', () => {
  let t: TestApp;
  let w: OrderWorld;
  beforeAll(async () => ({ t, w } = await openOrderWorld()));
  afterAll(() => t.close());

  const wallet = (values = {}) => walletProduct(w, values);

  it('places a pickup order paid by wallet, for the signed-in customer it names', async () => {
    const product = await wallet({ name: 'زيت زيتون' });
    const body = orderBody(
      w.vendor.id,
      [{ product_id: product.id, quantity: 2, unit_price: 1500 }],
      {
        customer_id: w.shopperId,
        notes: 'من فضلك غلّفها جيداً',
      },
    );
    const res = await placeOrder(w.shopper, body);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    expect(order).toMatchObject({
      status: 'pending',
      customer_id: w.shopperId,
      vendor_id: w.vendor.id,
      currency: 'SYP',
      subtotal_amount: 3000,
      total_amount: 3000,
      delivery_fee: null,
      payment_method: 'shamcash',
      payment_status: 'awaiting_check',
      payment_receipt: 'SC-2024-0001',
      delivery_requested: false,
      delivery_address: PICKUP_ADDRESS,
      notes: 'من فضلك غلّفها جيداً',
    });
    expect(order.order_items).toEqual([
      expect.objectContaining({
        product_id: product.id,
        variant_id: null,
        product_snapshot: { name: 'زيت زيتون', image_url: '/media/p/1.webp' },
        quantity: 2,
        unit_price: 1500,
        total_price: 3000,
      }),
    ]);
    expect(res.headers['cache-control']).toBe('no-store');
    // The human number: the marketplace's first order is 1001, as stored.
    expect(order.number).toBe(1001);
    const [stored] = await t.database.db
      .select({ number: orders.number })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(stored!.number).toBe(1001);
    expect(await stockOf(t, product.id)).toBe(3);
    const history = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history).toEqual([
      expect.objectContaining({
        fromStatus: null,
        toStatus: 'pending',
        changedBy: w.shopperId,
        actorRole: 'customer',
        note: 'created',
      }),
    ]);
  });

  it('places a delivery order paid cash on delivery, pricing and stocking the variant', async () => {
    const product = await w.f.product(
      w.vendor.id,
      { basePrice: '1000.00', stockCount: 0 },
      { variants: [{ color: 'أحمر', size: 'L', priceAdjustment: '250.50', stockCount: 4 }] },
    );
    const [variant] = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, product.id));
    const line = {
      product_id: product.id,
      variant_id: variant!.id,
      quantity: 3,
      unit_price: 1250.5,
    };
    const res = await placeOrder(
      w.shopper,
      orderBody(w.vendor.id, [line], {
        payment_method: 'cod',
        payment_receipt: '+963 944 000 111',
        delivery_requested: true,
        delivery_address: delivery,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      total_amount: 3751.5,
      payment_method: 'cod',
      payment_status: 'due_on_delivery',
      delivery_requested: true,
      delivery_address: delivery,
      order_items: [{ variant_id: variant!.id, variant_name: 'أحمر - L', unit_price: 1250.5 }],
    });
    expect(await variantStockOf(t, variant!.id)).toBe(1);
    expect(await stockOf(t, product.id)).toBe(0);
  });

  it('needs the Idempotency-Key header', async () => {
    const p = await wallet();
    const res = await placeOrder(
      w.shopper,
      orderBody(w.vendor.id, [{ product_id: p.id, quantity: 1, unit_price: 1500 }]),
      null,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('needs a signed-in shopper with a profile (401, 403)', async () => {
    const p = await wallet();
    const body = orderBody(w.vendor.id, [{ product_id: p.id, quantity: 1, unit_price: 1500 }]);
    expect((await placeOrder(browser(t.app), body)).statusCode).toBe(401);
    const fresh = await confirmedShopper(t.app, 'no-profile@orders.test');
    const res = await placeOrder(fresh, body);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('PROFILE_INCOMPLETE');
  });

  it('is documented in OpenAPI, with the Idempotency-Key header', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const create = docs.paths['/functions/v1/create-order'].post;
    expect(create.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ in: 'header', name: 'idempotency-key', required: true }),
      ]),
    );
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['201', '409']));
    for (const path of [
      '/functions/v1/get-customer-orders/{customerId}',
      '/functions/v1/get-vendor-orders/{vendorId}',
      '/functions/v1/update-order-status/{orderId}',
    ]) {
      expect(docs.paths[path], path).toBeDefined();
    }
  });

  it('mails the store owner the new order with its receipt, and not again for a replay', async () => {
    const p = await wallet({ name: 'صابون غار' });
    const body = orderBody(w.vendor.id, [{ product_id: p.id, quantity: 1, unit_price: 1500 }]);
    const key = randomUUID();
    const before = (await outbox(t.app, OWNER)).length;
    const placed = (await placeOrder(w.shopper, body, key)).json();
    const mail = await waitForMail(t.app, OWNER, before + 1);
    expect(mail.subject).toBe(ordersText.newOrderMail.subject(String(placed.number)));
    expect(mail.text).toContain('صابون غار');
    expect(mail.text).toContain('SC-2024-0001');
    expect(mail.html).toContain('dir="rtl"');
    await placeOrder(w.shopper, body, key);
    // outbox() drains the queue first: a mail for the replay would be there by now.
    expect(await outbox(t.app, OWNER)).toHaveLength(before + 1);
  });

  describe('idempotency', () => {
    it('replays the first 201 body for the same key and body, placing one order', async () => {
      const p = await wallet();
      const body = orderBody(w.vendor.id, [{ product_id: p.id, quantity: 2, unit_price: 1500 }]);
      const key = randomUUID();
      const first = await placeOrder(w.shopper, body, key);
      const again = await placeOrder(w.shopper, body, key);
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(await stockOf(t, p.id)).toBe(3);
    });

    it('refuses the same key with another body (409), leaving the first order alone', async () => {
      const p = await wallet();
      const key = randomUUID();
      const line = { product_id: p.id, quantity: 1, unit_price: 1500 };
      expect((await placeOrder(w.shopper, orderBody(w.vendor.id, [line]), key)).statusCode).toBe(
        201,
      );
      const before = await snapshot(t);
      const other = await placeOrder(
        w.shopper,
        orderBody(w.vendor.id, [{ ...line, quantity: 2 }]),
        key,
      );
      expect(other.statusCode).toBe(409);
      expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
      expect(await snapshot(t)).toEqual(before);
    });

    it('keeps keys per customer: another shopper with the same key gets an order of their own', async () => {
      const p = await wallet();
      const key = randomUUID();
      const body = orderBody(w.vendor.id, [{ product_id: p.id, quantity: 1, unit_price: 1500 }]);
      const mine = await placeOrder(w.shopper, body, key);
      const theirs = await placeOrder(w.stranger, body, key);
      expect(theirs.statusCode).toBe(201);
      expect(theirs.json().id).not.toBe(mine.json().id);
      // One sequence for the whole marketplace, whoever orders.
      expect(theirs.json().number).toBe(mine.json().number + 1);
      expect(await stockOf(t, p.id)).toBe(3);
    });
  });
});
