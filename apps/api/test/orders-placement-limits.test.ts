import { MAX_UNPAID_QUANTITY_PER_PRODUCT as MAX } from '@souq/domain/checkout-placement';
import { checkoutText } from '@souq/domain/locales/ar/checkout';
import { apiErrors } from '@souq/domain/locales/ar/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorProfiles } from '../src/db/schema';
import type { TestApp } from './helpers/app';
import {
  delivery,
  expectRefused,
  moveOrder,
  type OrderWorld,
  openOrderWorld,
  orderBody,
  placeOrder,
  productInSizes,
  stockOf,
} from './helpers/orders';

/** The store: Umayyad Square, Damascus, delivering 10 km around. */
const STORE = { latitude: 33.5138, longitude: 36.2765, deliveryRadiusKm: 10 };
const at = (latitude: number, longitude: number) => ({ ...delivery, latitude, longitude });
const babTouma = at(33.5131, 36.3166);
const aleppo = at(36.2021, 37.1343);
const paris = at(48.8566, 2.3522);

/** What create-order refuses beyond the cart's own rules: too far away, too much held unpaid. */
describe('create-order limits', () => {
  let t: TestApp;
  let w: OrderWorld;
  beforeAll(async () => ({ t, w } = await openOrderWorld()));
  afterAll(() => t.close());

  /** A delivery order is accepted only inside the store's delivery radius (the map's rule). */
  describe('delivery area', () => {
    beforeAll(async () => {
      await t.database.db
        .update(vendorProfiles)
        .set(STORE)
        .where(eq(vendorProfiles.id, w.vendor.id));
    });

    const deliveredTo = async (address: object, vendorId = w.vendor.id) => {
      const p = await w.f.product(vendorId, { paymentCashOnDelivery: true, stockCount: 5 });
      return orderBody(vendorId, [{ product_id: p.id, quantity: 1, unit_price: 1000 }], {
        payment_method: 'cod',
        payment_receipt: '+963 944 000 111',
        delivery_requested: true,
        delivery_address: address,
      });
    };

    it('takes a delivery inside the radius', async () => {
      const res = await placeOrder(w.shopper, await deliveredTo(babTouma));
      expect(res.statusCode, res.body).toBe(201);
    });

    it.each([
      ['in Aleppo, 310 km away', aleppo, 300, 320],
      ['on another continent', paris, 2500, 3500],
      ['at 0, 0 (the pickup placeholder)', at(0, 0), 5000, 5600],
    ])('refuses a delivery %s, saying how far, writing nothing', async (_, address, min, max) => {
      const body = await deliveredTo(address);
      const error = await expectRefused(t, w, body, 400, 'OUTSIDE_DELIVERY_AREA');
      expect(error.message).toBe(apiErrors.OUTSIDE_DELIVERY_AREA);
      expect(error.message).toBe('عنوان التوصيل خارج منطقة التوصيل لهذا المتجر');
      expect(error.details).toMatchObject({ radius_km: 10 });
      const { distance_km } = error.details as { distance_km: number };
      expect(distance_km).toBeGreaterThan(min);
      expect(distance_km).toBeLessThan(max);
    });

    it('does not measure a pickup order, wherever its address says', async () => {
      const p = await w.f.product(w.vendor.id, { paymentShamcash: true, stockCount: 5 });
      const body = orderBody(w.vendor.id, [{ product_id: p.id, quantity: 1, unit_price: 1000 }], {
        delivery_address: paris,
      });
      expect((await placeOrder(w.shopper, body)).statusCode).toBe(201);
    });

    it('cannot measure from a store without a position: the delivery is taken', async () => {
      const res = await placeOrder(w.shopper, await deliveredTo(aleppo, w.otherVendor.id));
      expect(res.statusCode, res.body).toBe(201);
    });

    it('documents the refusal in OpenAPI', async () => {
      const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      expect(docs.paths['/functions/v1/create-order'].post.description).toContain(
        'OUTSIDE_DELIVERY_AREA',
      );
    });
  });

  /**
   * One customer cannot hold a product's stock with orders the store has not confirmed: at most
   * MAX units of one product (all variants) in pending orders, the new one included.
   */
  describe('unpaid quantity cap', () => {
    const product = (name = 'صابون غار') =>
      w.f.product(w.vendor.id, { name, paymentShamcash: true, stockCount: 100 });
    const body = (productId: string, quantity: number) =>
      orderBody(w.vendor.id, [{ product_id: productId, quantity, unit_price: 1000 }]);

    it(`takes ${MAX} units in open orders, then refuses one more, naming the product`, async () => {
      const p = await product();
      for (const quantity of [4, 3, 3]) {
        expect((await placeOrder(w.shopper, body(p.id, quantity))).statusCode).toBe(201);
      }
      const error = await expectRefused(t, w, body(p.id, 1), 409, 'UNPAID_QUANTITY_LIMIT');
      expect(error).toEqual({
        code: 'UNPAID_QUANTITY_LIMIT',
        message: checkoutText.unpaidQuantityLimitFor('صابون غار', 0, MAX),
        details: {
          product_id: p.id,
          product_name: 'صابون غار',
          held: MAX,
          requested: 1,
          allowed: 0,
          max: MAX,
        },
      });
      expect(await stockOf(t, p.id)).toBe(100 - MAX);
    });

    it('says how many more may be ordered now', async () => {
      const p = await product('زيت زيتون');
      expect((await placeOrder(w.shopper, body(p.id, MAX - 3))).statusCode).toBe(201);
      const res = await placeOrder(w.shopper, body(p.id, 5));
      expect(res.statusCode).toBe(409);
      expect(res.json().error.details).toMatchObject({ held: MAX - 3, requested: 5, allowed: 3 });
      expect(res.json().error.message).toContain('3');
      expect((await placeOrder(w.shopper, body(p.id, 3))).statusCode).toBe(201);
    });

    it('refuses one order of more than the cap', async () => {
      const p = await product();
      const res = await placeOrder(w.shopper, body(p.id, MAX + 1));
      expect(res.statusCode).toBe(409);
      expect(res.json().error.details).toMatchObject({ held: 0, requested: MAX + 1, allowed: MAX });
    });

    it('counts all the variants of a product together', async () => {
      const { product: p, S, L } = await productInSizes(t, w, { S: 50, L: 50 });
      const line = (variantId: string, quantity: number) => ({
        product_id: p.id,
        variant_id: variantId,
        quantity,
        unit_price: 1000,
      });
      const first = orderBody(w.vendor.id, [line(S, 6)]);
      expect((await placeOrder(w.shopper, first)).statusCode).toBe(201);
      const res = await placeOrder(w.shopper, orderBody(w.vendor.id, [line(L, 5)]));
      expect(res.statusCode).toBe(409);
      expect(res.json().error.details).toMatchObject({ held: 6, requested: 5, allowed: MAX - 6 });
    });

    it('frees the units once the store confirms, or when an order is cancelled', async () => {
      const p = await product();
      const a = (await placeOrder(w.shopper, body(p.id, MAX))).json().id;
      expect((await placeOrder(w.shopper, body(p.id, 1))).statusCode).toBe(409);
      const confirmed = await moveOrder(w.owner, a, { status: 'confirmed' });
      expect(confirmed.statusCode).toBe(200);
      const b = (await placeOrder(w.shopper, body(p.id, MAX))).json().id;
      expect((await placeOrder(w.shopper, body(p.id, 1))).statusCode).toBe(409);
      expect((await moveOrder(w.shopper, b, { status: 'cancelled' })).statusCode).toBe(200);
      expect((await placeOrder(w.shopper, body(p.id, MAX))).statusCode).toBe(201);
    });

    it("counts only the customer's own orders", async () => {
      const p = await product();
      expect((await placeOrder(w.shopper, body(p.id, MAX))).statusCode).toBe(201);
      expect((await placeOrder(w.stranger, body(p.id, MAX))).statusCode).toBe(201);
    });

    it('holds under concurrency: parallel orders of one customer never pass the cap together', async () => {
      const p = await product();
      const answers = await Promise.all(
        Array.from({ length: 16 }, () => placeOrder(w.shopper, body(p.id, 2))),
      );
      const codes = answers.map((res) => (res.statusCode === 201 ? 'ok' : res.json().error.code));
      expect(codes.filter((c) => c === 'ok')).toHaveLength(Math.floor(MAX / 2));
      expect(codes.filter((c) => c === 'UNPAID_QUANTITY_LIMIT')).toHaveLength(
        16 - Math.floor(MAX / 2),
      );
      expect(await stockOf(t, p.id)).toBe(100 - 2 * Math.floor(MAX / 2));
    });

    it('does not deadlock one customer ordering two products in opposite orders', async () => {
      const a = await product();
      const b = await product();
      const lineA = { product_id: a.id, quantity: 1, unit_price: 1000 };
      const lineB = { product_id: b.id, quantity: 1, unit_price: 1000 };
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          placeOrder(w.shopper, orderBody(w.vendor.id, i % 2 ? [lineA, lineB] : [lineB, lineA])),
        ),
      );
      expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(MAX);
      expect(answers.every((res) => [201, 409].includes(res.statusCode))).toBe(true);
      expect([await stockOf(t, a.id), await stockOf(t, b.id)]).toEqual([100 - MAX, 100 - MAX]);
    });
  });
});
