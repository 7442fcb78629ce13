/**
 * `npm run bench -- --dashboard`: the admin dashboard's aggregates at 100,000 orders on the local
 * PostgreSQL. Builds `souq_bench` (generate-catalogue.mjs; --skip-generate reuses it), refills
 * its orders (100,000 over the last 365 days, 1 to 3 lines each, one in ten in dollars, one in
 * ten cancelled) by INSERT ... SELECT over generate_series, then times the dashboard's own
 * service and repository (the API's TypeScript, through tsx) for 7, 30 and 90 days: best and
 * median of N runs, in ms. Nothing here is a pass/fail test.
 */

import { cpus } from 'node:os';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { benchDatabaseUrl, generateCatalogue } from './generate-catalogue.mjs';

/** abs(hashint4(x) % n): a deterministic, well-spread pick in 0..n-1 (as the catalogue's). */
const pick = (expr, n) => `abs(hashint4(${expr}) % ${n})`;
const BUYERS = 1_000;
/** An operator's screen, read a few times an hour: its data well under a quarter second. */
const TARGET_MS = 250;

async function fillOrders(client, count) {
  await client.query('truncate orders cascade');
  await client.query(
    `insert into "user" (id, name, email, email_verified)
     select 'bench-buyer-' || g, 'مشتري ' || g, 'buyer' || g || '@bench.test', true
     from generate_series(1, ${BUYERS}) g
     on conflict do nothing`,
  );
  await client.query(
    `create temp table bench_vendors as
       select id, row_number() over (order by id) as n from vendor_profiles`,
  );
  await client.query(
    `create temp table bench_products as
       select id, row_number() over (order by id) as n from products`,
  );
  const { rows } = await client.query(
    `select (select count(*) from bench_vendors)::int as vendors,
            (select count(*) from bench_products)::int as products`,
  );
  const { vendors, products } = rows[0];
  // Status and currency from independent hashes; minutes spread evenly over a year.
  await client.query(
    `insert into orders (customer_id, vendor_id, status, payment_status, currency,
       subtotal_amount, total_amount, payment_method, delivery_requested,
       customer_contact_info, created_at)
     select 'bench-buyer-' || (1 + ${pick('g * 7', BUYERS)}), v.id, s.status,
       case s.status when 'pending' then 'awaiting_check'
                     when 'cancelled' then 'rejected' else 'confirmed' end,
       c.currency, c.amount, c.amount, 'shamcash', false, '{"name":"مشتري"}'::jsonb,
       now() - ${pick('g * 13', 365 * 24 * 60)} * interval '1 minute'
     from generate_series(1, ${count}) g
     join bench_vendors v on v.n = 1 + ${pick('g * 11', vendors)}
     cross join lateral (select case ${pick('g * 17', 10)}
         when 0 then 'cancelled' when 1 then 'pending' else 'delivered' end as status) s
     cross join lateral (select
         case when ${pick('g * 19', 10)} = 0 then 'USD' else 'SYP' end as currency,
         case when ${pick('g * 19', 10)} = 0 then 5 + ${pick('g * 23', 195)} + 0.5
              else 1000 + ${pick('g * 23', 499000)} end::numeric(14, 2) as amount) c`,
  );
  await client.query(
    `insert into order_items (order_id, customer_id, product_id, position, product_snapshot,
       quantity, unit_price, total_price)
     select o.id, o.customer_id, p.id, i, '{"name":"منتج"}'::jsonb, 1,
       round(o.total_amount / o.k, 2), round(o.total_amount / o.k, 2)
     from (select id, customer_id, number, total_amount, 1 + ${pick('number::int', 3)} as k
             from orders) o
     cross join lateral generate_series(0, o.k - 1) i
     join bench_products p on p.n = 1 + ${pick('o.number::int * 31 + i', products)}`,
  );
  await client.query('vacuum (analyze) orders, order_items');
  const counted = await client.query(
    `select (select count(*) from orders)::int as orders,
            (select count(*) from order_items)::int as items`,
  );
  return counted.rows[0];
}

const median = (sorted) => sorted[Math.floor(sorted.length / 2)];

export async function runDashboardBench({ generate = true, orders = 100_000, runs = 10 }) {
  if (generate) await generateCatalogue({});
  const url = benchDatabaseUrl();
  // The API's own code, so the bench times exactly the SQL the endpoint runs; migrated first,
  // so a reused database (--skip-generate) has every index the API expects.
  const here = import.meta.url;
  const { openDatabase } = await tsImport('../../apps/api/src/db/client.ts', here);
  const { adminDashboardRepository } = await tsImport(
    '../../apps/api/src/modules/admin-dashboard/repository.ts',
    here,
  );
  const { adminDashboardService } = await tsImport(
    '../../apps/api/src/modules/admin-dashboard/service.ts',
    here,
  );
  const database = await openDatabase({ url });
  await database.migrate();
  const dashboard = adminDashboardService(adminDashboardRepository(database.db));
  const started = Date.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let filled;
  try {
    filled = await fillOrders(client, orders);
  } finally {
    await client.end();
  }
  console.log(
    `souq_bench: ${filled.orders} orders, ${filled.items} order lines; ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const rows = [];
  try {
    for (const days of [7, 30, 90]) {
      await dashboard.read({ days }); // warm-up: plans and buffers
      const times = [];
      let answer;
      for (let i = 0; i < runs; i++) {
        const t0 = performance.now();
        answer = await dashboard.read({ days });
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const inRange = answer.currencies.reduce((sum, c) => sum + c.orders, 0);
      rows.push({
        range: `${days} days`,
        'orders in range': inRange,
        currencies: answer.currencies.map((c) => c.currency).join(' '),
        'best ms': Number(times[0].toFixed(1)),
        'median ms': Number(median(times).toFixed(1)),
        target: TARGET_MS,
        met: times[0] <= TARGET_MS ? 'yes' : 'NO',
      });
    }
  } finally {
    await database.close();
  }
  console.log(
    `\nGET /api/admin/dashboard's four aggregates side by side, best and median of ${runs} runs ` +
      `after one warm-up, ${cpus().length} CPUs`,
  );
  console.table(rows);
}
