import { paths } from '@souq/domain/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from './helpers/app';
import { browser, PASSWORD } from './helpers/auth';
import { type OrderWorld, orderBody, orderWorld, placeOrder } from './helpers/orders';
import { type CuttableDatabase, cuttableDatabase } from './helpers/outage';

/**
 * The database goes away under a running server (PostgreSQL: every connection dropped and
 * new ones refused; PGlite: closed). Every answer is then 503 SERVICE_UNAVAILABLE with
 * Retry-After: never a silent sign-out (200 { user: null }, 401) and never a 500.
 */
describe('when the database is lost', () => {
  let t: TestApp;
  let db: CuttableDatabase;
  let world: OrderWorld;
  let productId: string;
  beforeAll(async () => {
    db = await cuttableDatabase();
    t = await testApp({ database: db.database });
    world = await orderWorld(t);
    productId = (await world.f.product(world.vendor.id, { basePrice: '100' })).id;
    await db.cut();
  });
  afterAll(async () => {
    await t.close().catch(() => {});
    await db.close();
  });

  const expectUnavailable = (res: { statusCode: number; headers: object; json(): unknown }) => {
    expect(res.statusCode).toBe(503);
    expect(res.headers).toHaveProperty('retry-after');
    expect(res.json()).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });
  };

  it('a signed-in shopper is not told they are signed out', async () => {
    expectUnavailable(await world.shopper.me());
    expectUnavailable(await world.shopper.get(paths.api.auth.session()));
  });

  it('placing an order is a retry-later, not a 401', async () => {
    const body = orderBody(world.vendor.id, [
      { product_id: productId, quantity: 1, unit_price: 100 },
    ]);
    expectUnavailable(await placeOrder(world.shopper, body));
  });

  it('signing in is a retry-later, not a wrong password', async () => {
    expectUnavailable(await browser(t.app).login('buyer@orders.test', PASSWORD));
  });

  it('public reads are a retry-later, not a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/functions/v1/export-products?q=x' });
    expectUnavailable(res);
  });
});
