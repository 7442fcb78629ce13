import { orderMailText } from '@souq/domain/locales/ar/order-mail';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, vendorProfiles } from '../src/db/schema';
import type { TestApp } from './helpers/app';
import { browser, outbox, waitForMail } from './helpers/auth';
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

const RULE = '/api/seller/store/delivery-fee';
const quoteUrl = (
  vendorId: string,
  latitude: number,
  longitude: number,
  subtotal: number,
  currency = 'SYP',
) =>
  `/api/orders/delivery-quote?vendor_id=${vendorId}&latitude=${latitude}&longitude=${longitude}&subtotal=${subtotal}&currency=${currency}`;

// Hand-worked: the store stands 0.02° of latitude due south of the delivery address. On a sphere
// of 6371 km that is 2π·6371/360 × 0.02 = 2.224 km, so 3 started kilometres:
// base 2000 + 3 × 500 = 3500.
const STORE = { latitude: delivery.latitude - 0.02, longitude: delivery.longitude };
const PER_KM = { kind: 'per_km', base: 2000, per_km: 500, free_above: 50000 };

/** The store's delivery fee rule, the checkout's quote and the fee an order is placed with. */
describe('delivery fee', () => {
  let t: TestApp;
  let w: OrderWorld;
  beforeAll(async () => {
    ({ t, w } = await openOrderWorld());
    await t.database.db.update(vendorProfiles).set(STORE).where(eq(vendorProfiles.id, w.vendor.id));
  });
  afterAll(() => t.close());

  const ruleOf = async (vendorId: string) => {
    const [row] = await t.database.db
      .select({ rule: vendorProfiles.deliveryFeeRule })
      .from(vendorProfiles)
      .where(eq(vendorProfiles.id, vendorId));
    return row!.rule;
  };

  it('is the owner’s own: signed out 401, no store 404, none set reads null', async () => {
    const guest = browser(t.app);
    expect((await guest.get(RULE)).statusCode).toBe(401);
    const put = await guest.request({ method: 'PUT', url: RULE, payload: { kind: 'free' } });
    expect(put.statusCode).toBe(401);
    expect((await w.shopper.get(RULE)).statusCode).toBe(404);
    const mine = await w.owner.get(RULE);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toEqual({ rule: null });
  });

  it('refuses a bad rule with 400 and keeps the one stored', async () => {
    const put = (payload: object) => w.owner.request({ method: 'PUT', url: RULE, payload });
    expect((await put({ kind: 'flat', amount: 1500 })).statusCode).toBe(200);
    for (const bad of [
      { kind: 'flat', amount: -1 },
      { kind: 'flat', amount: 10.005 },
      { kind: 'per_km', base: 100 },
      { kind: 'by_weight', amount: 5 },
      { kind: 'free', amount: 5 },
    ]) {
      const res = await put(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await ruleOf(w.vendor.id)).toEqual({ kind: 'flat', amount: 1500, currency: 'SYP' });
    // The other owner's write reaches only their own store.
    const other = await w.otherOwner.request({
      method: 'PUT',
      url: RULE,
      payload: { kind: 'free' },
    });
    expect(other.statusCode).toBe(200);
    expect(await ruleOf(w.vendor.id)).toEqual({ kind: 'flat', amount: 1500, currency: 'SYP' });
    expect(await ruleOf(w.otherVendor.id)).toEqual({ kind: 'free' });
  });

  it('is read-only while the store is suspended (403 STORE_SUSPENDED, the rule kept)', async () => {
    const setStoreStatus = (status: 'suspended' | 'active') =>
      t.database.db
        .update(vendorProfiles)
        .set({ status, isActive: status === 'active' })
        .where(eq(vendorProfiles.id, w.vendor.id));
    const before = await ruleOf(w.vendor.id);
    await setStoreStatus('suspended');
    try {
      const put = await w.owner.request({ method: 'PUT', url: RULE, payload: { kind: 'free' } });
      expect(put.statusCode, put.body).toBe(403);
      expect(put.json().error.code).toBe('STORE_SUSPENDED');
      expect((await w.owner.get(RULE)).statusCode).toBe(200);
      expect(await ruleOf(w.vendor.id)).toEqual(before);
    } finally {
      await setStoreStatus('active');
    }
  });

  it('quotes base + per started km, free from free_above, by the same rule', async () => {
    const put = await w.owner.request({ method: 'PUT', url: RULE, payload: PER_KM });
    expect(put.json()).toEqual({ rule: { ...PER_KM, currency: 'SYP' } });
    const near = await w.shopper.get(
      quoteUrl(w.vendor.id, delivery.latitude, delivery.longitude, 3000),
    );
    expect(near.statusCode, near.body).toBe(200);
    expect(near.json()).toEqual({ delivery_fee: 3500 });
    // At the store's own door: the base only.
    const door = await w.shopper.get(quoteUrl(w.vendor.id, STORE.latitude, STORE.longitude, 3000));
    expect(door.json()).toEqual({ delivery_fee: 2000 });
    const free = await w.shopper.get(
      quoteUrl(w.vendor.id, delivery.latitude, delivery.longitude, 50000),
    );
    expect(free.json()).toEqual({ delivery_fee: 0 });
    const bad = await w.shopper.get(quoteUrl(w.vendor.id, 91, 0, 3000));
    expect(bad.statusCode).toBe(400);
  });

  it('places a delivery order with the fee in its total; pickup carries none', async () => {
    await w.owner.request({ method: 'PUT', url: RULE, payload: PER_KM });
    const product = await walletProduct(w, { basePrice: '1500.00' });
    const line = { product_id: product.id, quantity: 2, unit_price: 1500 };
    const placed = await placeOrder(
      w.shopper,
      orderBody(w.vendor.id, [line], { delivery_requested: true, delivery_address: delivery }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({
      subtotal_amount: 3000,
      delivery_fee: 3500,
      total_amount: 6500,
    });
    const [row] = await t.database.db
      .select({ fee: orders.deliveryFee, total: orders.totalAmount, pay: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.id, placed.json().id));
    expect(row).toEqual({ fee: '3500.00', total: '6500.00', pay: 'awaiting_check' });

    const pickup = await placeOrder(w.shopper, orderBody(w.vendor.id, [line]));
    expect(pickup.statusCode, pickup.body).toBe(201);
    expect(pickup.json()).toMatchObject({ delivery_fee: null, total_amount: 3000 });
  });

  it('prices only orders in the rule’s currency; a rule stored before currencies is in pounds', async () => {
    const usd = { kind: 'flat', amount: 3, currency: 'USD' };
    expect((await w.owner.request({ method: 'PUT', url: RULE, payload: usd })).statusCode).toBe(
      200,
    );
    const at = (currency: string) =>
      w.shopper.get(quoteUrl(w.vendor.id, delivery.latitude, delivery.longitude, 10, currency));
    expect((await at('USD')).json()).toEqual({ delivery_fee: 3 });
    expect((await at('SYP')).json()).toEqual({ delivery_fee: null });
    // A pound order at a dollar rule: no fee computed, the store sets it when accepting.
    const product = await walletProduct(w, { basePrice: '1000.00' });
    const line = { product_id: product.id, quantity: 1, unit_price: 1000 };
    const deliver = { delivery_requested: true, delivery_address: delivery };
    const placed = await placeOrder(w.shopper, orderBody(w.vendor.id, [line], deliver));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({
      currency: 'SYP',
      delivery_fee: null,
      total_amount: 1000,
    });

    await t.database.db
      .update(vendorProfiles)
      .set({ deliveryFeeRule: { kind: 'flat', amount: 700 } as never })
      .where(eq(vendorProfiles.id, w.vendor.id));
    expect((await at('SYP')).json()).toEqual({ delivery_fee: 700 });
    expect((await at('USD')).json()).toEqual({ delivery_fee: null });
    const legacy = await placeOrder(w.shopper, orderBody(w.vendor.id, [line], deliver));
    expect(legacy.json()).toMatchObject({ delivery_fee: 700, total_amount: 1700 });
    expect((await w.owner.get(RULE)).json()).toEqual({
      rule: { kind: 'flat', amount: 700, currency: 'SYP' },
    });
  });

  it('leaves the fee unknown (null) while the store has no rule', async () => {
    await t.database.db
      .update(vendorProfiles)
      .set({ deliveryFeeRule: null })
      .where(eq(vendorProfiles.id, w.vendor.id));
    const quote = await w.shopper.get(
      quoteUrl(w.vendor.id, delivery.latitude, delivery.longitude, 10),
    );
    expect(quote.json()).toEqual({ delivery_fee: null });
    const product = await walletProduct(w, { basePrice: '1000.00' });
    const placed = await placeOrder(
      w.shopper,
      orderBody(w.vendor.id, [{ product_id: product.id, quantity: 1, unit_price: 1000 }], {
        payment_method: 'cod',
        payment_receipt: null,
        delivery_requested: true,
        delivery_address: delivery,
      }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ delivery_fee: null, total_amount: 1000 });
    const [row] = await t.database.db
      .select({ pay: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.id, placed.json().id));
    expect(row!.pay).toBe('due_on_delivery');
  });

  it('lets the store set a delivery order’s fee while accepting it; the customer is mailed why', async () => {
    const product = await walletProduct(w, { basePrice: '1000.00' });
    const line = { product_id: product.id, quantity: 1, unit_price: 1000 };
    const placed = await placeOrder(
      w.shopper,
      orderBody(w.vendor.id, [line], { delivery_requested: true, delivery_address: delivery }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().id as string;
    const url = `/api/seller/orders/${id}/delivery-fee`;
    const body = { delivery_fee: 2500, reason: 'الطريق مغلق، نوصل من طريق أطول' };

    const before = await snapshot(t);
    expect((await browser(t.app).post(url, body)).statusCode).toBe(401);
    expect((await w.otherOwner.post(url, body)).statusCode).toBe(404);
    expect((await w.shopper.post(url, body)).statusCode).toBe(404);
    for (const bad of [
      { delivery_fee: 2500 },
      { delivery_fee: -1, reason: 'x' },
      { ...body, x: 1 },
    ]) {
      expect((await w.owner.post(url, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await snapshot(t)).toEqual(before);

    const mails = (await outbox(t.app, 'buyer@orders.test')).length;
    const res = await w.owner.post(url, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      subtotal_amount: 1000,
      delivery_fee: 2500,
      total_amount: 3500,
    });
    const mail = await waitForMail(t.app, 'buyer@orders.test', mails + 1);
    const f = orderMailText.feeChanged;
    expect(mail.subject).toBe(f.subject(String(placed.json().number)));
    expect(mail.text).toContain(`${f.reason}: ${body.reason}`);
    // The fee was "calculated later": the store set it, it did not change it.
    expect(mail.text).toContain(f.introSet('متجر تجريبي'));
    expect(mail.text).toContain(`${f.previous}: ${f.unknown}`);
    expect(mail.text).toContain(`${f.total}: 3,500.00`);
    expect(mail.text).toContain(f.walletNext);

    // A second change is a change, from the fee set just before.
    const again = await w.owner.post(url, { ...body, delivery_fee: 3000 });
    expect(again.statusCode, again.body).toBe(200);
    const changed = await waitForMail(t.app, 'buyer@orders.test', mails + 2);
    expect(changed.text).toContain(f.intro('متجر تجريبي'));
    expect(changed.text).toContain(`${f.previous}: 2,500.00`);

    await setStatus(t, id, 'preparing');
    const late = await w.owner.post(url, body);
    expect(late.statusCode).toBe(409);
    const pickup = await placeOrder(w.shopper, orderBody(w.vendor.id, [line]));
    expect(
      (await w.owner.post(`/api/seller/orders/${pickup.json().id}/delivery-fee`, body)).statusCode,
    ).toBe(409);
  });
});
