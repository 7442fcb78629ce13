import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, productVariants } from '../src/db/schema';
import type { TestApp } from './helpers/app';
import {
  moveOrder,
  type OrderWorld,
  openOrderWorld,
  orderBody,
  placeOrder,
  productInSizes,
  stockOf,
  variantStockOf,
} from './helpers/orders';

/** No oversell and no double order under any interleaving (PGlite and PostgreSQL). */
describe('orders under concurrency', () => {
  let t: TestApp;
  let w: OrderWorld;
  beforeAll(async () => ({ t, w } = await openOrderWorld()));
  afterAll(() => t.close());

  const ordersFor = async (productId: string) =>
    (
      await t.database.db.execute(
        sql`select count(distinct order_id)::int as n from order_items where product_id = ${productId}`,
      )
    ).rows[0] as { n: number };

  it('sells exactly the 5 in stock to 20 parallel orders', async () => {
    const p = await w.f.product(w.vendor.id, { paymentShamcash: true, stockCount: 5 });
    const body = orderBody(w.vendor.id, [{ product_id: p.id, quantity: 1, unit_price: 1000 }]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => placeOrder(i % 2 ? w.shopper : w.stranger, body)),
    );
    const codes = answers.map((res) => (res.statusCode === 201 ? 'ok' : res.json().error.code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(5);
    expect(codes.filter((c) => c === 'OUT_OF_STOCK')).toHaveLength(15);
    expect(await stockOf(t, p.id)).toBe(0);
    expect((await ordersFor(p.id)).n).toBe(5);
  });

  it('sells a variant its 3 units to 10 parallel orders of 1 or 2', async () => {
    const p = await w.f.product(
      w.vendor.id,
      { paymentShamcash: true },
      { variants: [{ color: 'أزرق', stockCount: 3 }] },
    );
    const [variant] = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, p.id));
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        placeOrder(
          w.shopper,
          orderBody(w.vendor.id, [
            { product_id: p.id, variant_id: variant!.id, quantity: 1 + (i % 2), unit_price: 1000 },
          ]),
        ),
      ),
    );
    const sold = answers
      .filter((res) => res.statusCode === 201)
      .reduce((sum, res) => sum + res.json().order_items[0].quantity, 0);
    expect(sold + (await variantStockOf(t, variant!.id))).toBe(3);
    expect(await variantStockOf(t, variant!.id)).toBeGreaterThanOrEqual(0);
    expect(answers.every((res) => res.statusCode === 201 || res.statusCode === 409)).toBe(true);
  });

  /** Samples the stock while `work` runs: 'never below 0' is watched, not only checked after. */
  async function watchingStock<T>(read: () => Promise<number>, work: Promise<T>) {
    const seen: number[] = [];
    let done = false;
    const watcher = (async () => {
      // A pause between samples: on PGlite a tight loop would starve the orders' queries.
      while (!done) {
        seen.push(await read());
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const result = await work.finally(() => {
      done = true;
    });
    await watcher;
    return { result, lowest: Math.min(...seen, await read()) };
  }

  it('sells the last unit to exactly 1 of 50 concurrent buyers; 49 get OUT_OF_STOCK', async () => {
    const p = await w.f.product(w.vendor.id, { paymentShamcash: true, stockCount: 1 });
    const body = orderBody(w.vendor.id, [{ product_id: p.id, quantity: 1, unit_price: 1000 }]);
    const { result: answers, lowest } = await watchingStock(
      () => stockOf(t, p.id),
      Promise.all(
        Array.from({ length: 50 }, (_, i) => placeOrder(i % 2 ? w.shopper : w.stranger, body)),
      ),
    );
    const codes = answers.map((res) => (res.statusCode === 201 ? 'ok' : res.json().error.code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes.filter((c) => c === 'OUT_OF_STOCK')).toHaveLength(49);
    expect(lowest).toBe(0);
    expect((await ordersFor(p.id)).n).toBe(1);
  });

  it('sells exactly 7 units across two variants (3 + 4) to 40 concurrent buyers', async () => {
    const { product: p, S, L } = await productInSizes(t, w, { S: 3, L: 4 });
    const variants = [S, L];
    const stockLeft = async () => (await variantStockOf(t, S)) + (await variantStockOf(t, L));
    const { result: answers, lowest } = await watchingStock(
      async () => Math.min(await variantStockOf(t, S), await variantStockOf(t, L)),
      Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          placeOrder(
            i % 2 ? w.shopper : w.stranger,
            orderBody(w.vendor.id, [
              { product_id: p.id, variant_id: variants[i % 2]!, quantity: 1, unit_price: 1000 },
            ]),
          ),
        ),
      ),
    );
    const placed = answers.filter((res) => res.statusCode === 201);
    expect(placed).toHaveLength(7);
    expect(answers.filter((res) => res.json().error?.code === 'OUT_OF_STOCK')).toHaveLength(33);
    expect(await stockLeft()).toBe(0);
    expect(lowest).toBe(0);
    expect((await ordersFor(p.id)).n).toBe(7);
  });

  it('places one order for 10 concurrent requests with the same key', async () => {
    const p = await w.f.product(w.vendor.id, { paymentShamcash: true, stockCount: 9 });
    const body = orderBody(w.vendor.id, [{ product_id: p.id, quantity: 2, unit_price: 1000 }]);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => placeOrder(w.shopper, body, key)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((res) => res.json().id)).size).toBe(1);
    const rows = await t.database.db.select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    expect(await stockOf(t, p.id)).toBe(7);
  });

  it('does not deadlock orders taking the same two products in opposite orders', async () => {
    const a = await w.f.product(w.vendor.id, { paymentShamcash: true, stockCount: 50 });
    const b = await w.f.product(w.vendor.id, { paymentShamcash: true, stockCount: 50 });
    const lineA = { product_id: a.id, quantity: 1, unit_price: 1000 };
    const lineB = { product_id: b.id, quantity: 1, unit_price: 1000 };
    // Two customers, 8 orders each: within the unpaid cap, crossing orders of one customer too.
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        placeOrder(
          i % 4 < 2 ? w.shopper : w.stranger,
          orderBody(w.vendor.id, i % 2 ? [lineA, lineB] : [lineB, lineA]),
        ),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(16).fill(201));
    expect([await stockOf(t, a.id), await stockOf(t, b.id)]).toEqual([34, 34]);
  });

  it('restores stock once when the customer and the store cancel at the same time', async () => {
    const p = await w.f.product(w.vendor.id, { paymentShamcash: true, stockCount: 4 });
    const placed = await placeOrder(
      w.shopper,
      orderBody(w.vendor.id, [{ product_id: p.id, quantity: 3, unit_price: 1000 }]),
    );
    const id = placed.json().id;
    const answers = await Promise.all([
      moveOrder(w.shopper, id, { status: 'cancelled' }),
      moveOrder(w.owner, id, { status: 'cancelled', vendor_id: w.vendor.id }),
      moveOrder(w.admin, id, { status: 'cancelled' }),
    ]);
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(answers.every((res) => [200, 409].includes(res.statusCode))).toBe(true);
    expect(await stockOf(t, p.id)).toBe(4);
  });
});
