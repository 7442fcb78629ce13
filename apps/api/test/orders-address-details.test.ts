import { addressText } from '@souq/domain/locales/ar/addresses';
import { paths } from '@souq/domain/paths';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema';
import type { TestApp } from './helpers/app';
import { outbox, waitForMail } from './helpers/auth';
import {
  delivery,
  type OrderWorld,
  openOrderWorld,
  orderBody,
  placeOrder,
  walletProduct,
} from './helpers/orders';

const OWNER = 'owner@orders.test';
const l = addressText.details;

/** The order's address snapshot carries the building and the floor to the store and back. */
describe('orders: building and floor in the delivery address', () => {
  let t: TestApp;
  let w: OrderWorld;
  beforeAll(async () => ({ t, w } = await openOrderWorld()));
  afterAll(() => t.close());

  async function placeDelivery(address: Record<string, unknown>) {
    const product = await walletProduct(w, { name: 'زيت زيتون', stockCount: 50 });
    const line = { product_id: product.id, quantity: 1, unit_price: 1500 };
    const body = orderBody(w.vendor.id, [line], {
      payment_method: 'cod',
      payment_receipt: null,
      delivery_requested: true,
      delivery_address: address,
    });
    return placeOrder(w.shopper, body);
  }

  it('stores them and reads them back to the shopper and the store', async () => {
    const res = await placeDelivery({ ...delivery, building: ' بناء رقم 12 ', floor: 'الطابق 3' });
    expect(res.statusCode, res.body).toBe(201);
    const parts = { street: 'شارع بغداد', building: 'بناء رقم 12', floor: 'الطابق 3' };
    const placed = res.json();
    expect(placed.delivery_address).toMatchObject(parts);
    const mine = (await w.shopper.get(paths.api.customerOrders(w.shopperId))).json().orders;
    expect(mine.find((o: { id: string }) => o.id === placed.id).delivery_address).toMatchObject(
      parts,
    );
    const forStore = await w.owner.get(paths.api.seller.order(placed.id));
    expect(forStore.statusCode, forStore.body).toBe(200);
    expect(forStore.json().delivery_address).toMatchObject(parts);
  });

  it('tells the store the street, building and floor in the new-order mail', async () => {
    const before = (await outbox(t.app, OWNER)).length;
    const res = await placeDelivery({ ...delivery, building: 'بناء الصيدلية', floor: 'شقة 5' });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await waitForMail(t.app, OWNER, before + 1);
    expect(mail.text).toContain(`${l.street}: شارع بغداد`);
    expect(mail.text).toContain(`${l.building}: بناء الصيدلية`);
    expect(mail.text).toContain(`${l.floor}: شقة 5`);
  });

  it('reads an order placed before building and floor existed with both null', async () => {
    const res = await placeDelivery(delivery);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json();
    // As 0009 and before stored it: the snapshot has no building or floor key at all.
    await t.database.db
      .update(orders)
      .set({ deliveryAddress: sql`${orders.deliveryAddress} - 'building' - 'floor'` })
      .where(eq(orders.id, id));
    const [row] = await t.database.db
      .select({ address: orders.deliveryAddress })
      .from(orders)
      .where(eq(orders.id, id));
    expect(row!.address).not.toHaveProperty('building');
    const mine = await w.shopper.get(paths.api.customerOrders(w.shopperId));
    expect(mine.statusCode, mine.body).toBe(200);
    const old = mine.json().orders.find((o: { id: string }) => o.id === id);
    expect(old.delivery_address).toMatchObject({
      street: 'شارع بغداد',
      building: null,
      floor: null,
    });
    const forStore = await w.owner.get(paths.api.seller.order(id));
    expect(forStore.statusCode, forStore.body).toBe(200);
  });

  it.each([
    ['building', 'ب'.repeat(101)],
    ['floor', 'ط'.repeat(51)],
  ])('refuses a %s longer than its bound with 400, placing nothing', async (field, value) => {
    const placed = async () => (await t.database.db.select({ n: count() }).from(orders))[0]!.n;
    const before = await placed();
    const res = await placeDelivery({ ...delivery, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(await placed()).toBe(before);
  });
});
