import { orderMailText } from '@souq/domain/locales/ar/order-mail';
import { ordersText } from '@souq/domain/locales/ar/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../src/db/schema';
import type { TestApp } from './helpers/app';
import { outbox, waitForMail } from './helpers/auth';
import {
  delivery,
  moveOrder,
  type OrderWorld,
  openOrderWorld,
  orderBody,
  placeOrder,
  walletProduct,
} from './helpers/orders';

const BUYER = 'buyer@orders.test';
const OWNER = 'owner@orders.test';

/** The customer's confirmation, status mails under their switch, the store told of a cancel. */
describe('order mails', () => {
  let t: TestApp;
  let w: OrderWorld;
  beforeAll(async () => ({ t, w } = await openOrderWorld()));
  afterAll(() => t.close());

  const count = async (to: string) => (await outbox(t.app, to)).length;
  const setSwitch = (orderNotifications: boolean) =>
    t.database.db
      .update(clients)
      .set({ preferences: { orderNotifications, offersAndDiscounts: false, darkMode: false } })
      .where(eq(clients.id, w.shopperId));

  async function place(overrides: Record<string, unknown> = {}) {
    const product = await walletProduct(w, { name: 'زيت زيتون', stockCount: 50 });
    const line = { product_id: product.id, quantity: 2, unit_price: 1500 };
    const res = await placeOrder(w.shopper, orderBody(w.vendor.id, [line], overrides));
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    return { id: order.id as string, number: String(order.number) };
  }

  it('confirms a wallet order to the customer in Arabic, with what happens next', async () => {
    const start = await count(BUYER);
    const { id, number } = await place();
    const mail = await waitForMail(t.app, BUYER, start + 1);
    const c = orderMailText.confirmation;
    // The human number (1001 on): the first order of this fresh database.
    expect(number).toBe('1001');
    expect(mail.subject).toBe(c.subject(number));
    expect(mail.subject).not.toContain(id.slice(-8));
    expect(mail.text).toContain(c.intro('متجر تجريبي'));
    expect(mail.text).toContain('زيت زيتون × 2');
    expect(mail.text).toContain(c.walletNext);
    // The deadline sentence: "if the store has not checked the payment by <date>, ..."
    expect(mail.text).toMatch(/إن لم يتحقق المتجر من الدفع قبل .+ 2\d{3} .+، يُلغى الطلب تلقائياً\./);
    expect(mail.text).toContain(`${c.total}: 3,000.00`);
    expect(mail.text).toContain('SC-2024-0001');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.links).toEqual([`http://localhost:3000/orders/${id}`]);
  });

  it('tells a cash customer they pay on delivery, and that the fee is not known yet', async () => {
    const start = await count(BUYER);
    await place({
      payment_method: 'cod',
      payment_receipt: null,
      delivery_requested: true,
      delivery_address: delivery,
    });
    const mail = await waitForMail(t.app, BUYER, start + 1);
    expect(mail.text).toContain(orderMailText.confirmation.cashNext);
    expect(mail.text).toContain(
      `${orderMailText.confirmation.deliveryFee}: ${orderMailText.confirmation.deliveryFeeLater}`,
    );
    expect(mail.text).not.toContain(orderMailText.confirmation.walletNext);
    // The total leaves the unknown fee out, and says so: it is not what they will pay.
    expect(mail.text).toContain(`${orderMailText.confirmation.totalWithoutFee}: 3,000.00`);
    expect(mail.text).not.toContain(`\n${orderMailText.confirmation.total}: `);
  });

  it('honours the order-notifications switch for status mails', async () => {
    const { id, number } = await place();
    await setSwitch(false);
    const quiet = await count(BUYER);
    const res = await moveOrder(w.owner, id, { status: 'confirmed', vendor_id: w.vendor.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await count(BUYER)).toBe(quiet);
    await setSwitch(true);
    const moved = await moveOrder(w.owner, id, { status: 'preparing', vendor_id: w.vendor.id });
    expect(moved.statusCode, moved.body).toBe(200);
    const mail = await waitForMail(t.app, BUYER, quiet + 1);
    expect(mail.subject).toBe(ordersText.statusMail.subject(number, ordersText.status.preparing));
  });

  it('tells the customer of a rejected payment in its own words: why, cancelled, nothing to pay', async () => {
    const { id, number } = await place();
    const start = await count(BUYER);
    const reason = 'لم يصل أي تحويل بهذا الرقم';
    const res = await w.owner.post(`/api/seller/orders/${id}/payment/reject`, { reason });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await waitForMail(t.app, BUYER, start + 1);
    const r = orderMailText.paymentRejected;
    expect(mail.subject).toBe(r.subject(number));
    expect(mail.text).toContain(r.intro('متجر تجريبي'));
    expect(mail.text).toContain(`${r.reason}: ${reason}`);
    expect(mail.text).toContain(r.nothingToPay);
    expect(mail.text).toContain('SC-2024-0001');
    // Not the ordinary status wording ("your order's status was updated", previous status).
    expect(mail.text).not.toContain(ordersText.statusMail.intro('متجر تجريبي'));
    expect(mail.text).not.toContain(ordersText.statusMail.previous);
    expect(mail.links).toEqual([`http://localhost:3000/orders/${id}`]);
  });

  it('tells the store when the customer cancels, and not the customer', async () => {
    const { id, number } = await place();
    const owner = await count(OWNER);
    const buyer = await count(BUYER);
    const res = await moveOrder(w.shopper, id, { status: 'cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await waitForMail(t.app, OWNER, owner + 1);
    expect(mail.subject).toBe(orderMailText.customerCancelled.subject(number));
    expect(mail.text).toContain(orderMailText.customerCancelled.intro('متجر تجريبي'));
    expect(await count(BUYER)).toBe(buyer);
  });
});
