import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TestApp } from './helpers/app';
import { type OrderWorld, openOrderWorld, orderBody, placeOrder } from './helpers/orders';

const template = inject('testDatabase');
const INITIAL_STOCK = 40;

/**
 * Crash consistency of order placement: every database connection of the server is killed in the
 * middle of a burst of orders, as when the server dies. Whatever had not committed must vanish
 * whole: no order without its items or first history row, no stock taken without its order. Only on
 * PostgreSQL: PGlite runs inside this process, so there is no server connection to kill.
 */
describe.skipIf(template.kind !== 'postgres')(
  'orders when the server dies mid-burst (PostgreSQL)',
  () => {
    let t: TestApp;
    let w: OrderWorld;
    let admin: pg.Client;
    beforeAll(async () => {
      ({ t, w } = await openOrderWorld());
      if (template.kind !== 'postgres') return;
      admin = new pg.Client({ connectionString: template.serverUrl });
      await admin.connect();
      // No listener added here: db/client.ts gives every pooled client its own, and this
      // test proves a connection cut mid-transaction does not take the process down.
    });
    afterAll(async () => {
      await admin?.end();
      // A pooled client cut mid-query may never be handed back, so closing the pool could
      // wait forever; the run's teardown drops the database anyway.
      await Promise.race([t.close(), new Promise((resolve) => setTimeout(resolve, 5_000))]);
    });

    const scalar = async (query: ReturnType<typeof sql>) =>
      Number(Object.values((await t.database.db.execute(query)).rows[0]!)[0]);

    it('leaves no order without items and no stock change without its order', async () => {
      const products = await Promise.all(
        Array.from({ length: 4 }, () =>
          w.f.product(w.vendor.id, { paymentShamcash: true, stockCount: INITIAL_STOCK }),
        ),
      );
      const database = (await t.database.db.execute(sql`select current_database() as name`))
        .rows[0]!.name as string;
      let finished = 0;
      const burst = Array.from({ length: 80 }, (_, i) => {
        // Two lines per order, in varying quantities, so a half-written order would show.
        const a = products[i % 4]!;
        const b = products[(i + 1) % 4]!;
        const body = orderBody(w.vendor.id, [
          { product_id: a.id, quantity: 1 + (i % 3), unit_price: 1000 },
          { product_id: b.id, quantity: 1, unit_price: 1000 },
        ]);
        return placeOrder(i % 2 ? w.shopper : w.stranger, body).finally(() => finished++);
      });
      // Kill every connection of the server twice, once a few orders are through.
      let killed = 0;
      const deadline = Date.now() + 10_000;
      while (finished < 5 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 2));
      for (const pause of [0, 30]) {
        await new Promise((r) => setTimeout(r, pause));
        const res = await admin.query(
          'select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [database],
        );
        killed += res.rowCount ?? 0;
      }
      const answers = await Promise.all(burst);
      const statuses = answers.map((res) => res.statusCode);
      expect(killed).toBeGreaterThan(0);
      expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(0);
      // A killed request answers 503 (the database went away: try again) or a plain 500; nothing
      // half-done is reported as placed. The list of others names any unexpected status.
      expect(statuses.filter((s) => ![201, 409, 500, 503].includes(s))).toEqual([]);

      expect(
        await scalar(sql`select count(*) from orders o
        where not exists (select 1 from order_items i where i.order_id = o.id)
           or not exists (select 1 from order_status_history h where h.order_id = o.id)`),
      ).toBe(0);
      for (const product of products) {
        const sold = await scalar(
          sql`select coalesce(sum(quantity), 0) from order_items where product_id = ${product.id}`,
        );
        const left = await scalar(sql`select stock_count from products where id = ${product.id}`);
        expect(sold + left, product.id).toBe(INITIAL_STOCK);
      }
      // Every 201 answered names an order that exists.
      const placedIds = answers.filter((res) => res.statusCode === 201).map((res) => res.json().id);
      expect(await scalar(sql`select count(*) from orders`)).toBeGreaterThanOrEqual(
        placedIds.length,
      );

      // After the crash the server takes orders again.
      const again = await placeOrder(
        w.shopper,
        orderBody(w.vendor.id, [{ product_id: products[0]!.id, quantity: 1, unit_price: 1000 }]),
      );
      expect([201, 409]).toContain(again.statusCode);
    });
  },
);
