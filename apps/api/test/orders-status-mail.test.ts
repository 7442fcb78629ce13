import { ordersText } from '@souq/domain/locales/ar/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from './helpers/app';
import { outbox, waitForMail } from './helpers/auth';
import {
  ADMIN_EMAIL,
  moveOrder,
  type OrderWorld,
  orderBody,
  orderWorld,
  placeOrder,
} from './helpers/orders';

const BUYER = 'buyer@orders.test';

/** Every move by the store or the admin mails the customer in Arabic, through the outbox. */
describe('status-change mail to the customer', () => {
  let t: TestApp;
  let w: OrderWorld;
  beforeAll(async () => {
    t = await testApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    w = await orderWorld(t);
  });
  afterAll(() => t.close());

  const place = async () => {
    const p = await w.f.product(w.vendor.id, { paymentShamcash: true, stockCount: 5 });
    const res = await placeOrder(
      w.shopper,
      orderBody(w.vendor.id, [{ product_id: p.id, quantity: 1, unit_price: 1000 }]),
    );
    return res.json().id as string;
  };
  const mailCount = async () => (await outbox(t.app, BUYER)).length;

  it('mails each move of the owner and the admin, with the new status and the note', async () => {
    const id = await place();
    const start = await mailCount();
    const confirmed = await moveOrder(w.owner, id, { status: 'confirmed', note: 'سنجهزه اليوم' });
    expect(confirmed.statusCode).toBe(200);
    const mail = await waitForMail(t.app, BUYER, start + 1);
    expect(mail.subject).toBe(`طلبك رقم ${id.slice(-8)}: ${ordersText.status.confirmed}`);
    expect(mail.text).toContain(ordersText.statusMail.intro('متجر تجريبي'));
    expect(mail.text).toContain(ordersText.statusMail.next.confirmed);
    expect(mail.text).toContain(`${ordersText.statusMail.previous}: ${ordersText.status.pending}`);
    expect(mail.text).toContain('سنجهزه اليوم');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.links).toEqual(['http://localhost:3000/my-orders']);

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
    // A mail would be queued before the answer; give the outbox a moment anyway.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await mailCount()).toBe(start);
  });
});
