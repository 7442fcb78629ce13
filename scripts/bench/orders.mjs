/**
 * `npm run bench -- --orders`: create-order throughput and p95 on the local PostgreSQL at 20
 * concurrent buyers. Builds `souq_bench_orders` afresh (demo data from the server's own seed,
 * plus 200 products of the demo store with a stock no run can exhaust), signs the demo shopper
 * in through the API, then keeps 20 requests in flight for a fixed time, each with its own
 * Idempotency-Key, spread over the products so contention is on the database, not one row.
 * Options: --seconds N (default 10), --port N.
 */

import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { startServer } from '../lib/server.mjs';
import { percentile } from './measure.mjs';

const SERVER_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'souq_bench_orders';
const PRODUCTS = 200;
const SHOPPER = { email: 'shopper@souq.test', password: 'souq-demo-1234' };
const VENDOR_EMAIL = 'vendor@souq.test';

const databaseUrl = () => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
};

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The demo store with a shamcash account and PRODUCTS products of 1000 SYP each. */
async function addProducts() {
  return withClient(databaseUrl(), async (db) => {
    const { rows } = await db.query(
      `select v.id from vendor_profiles v join "user" u on u.id = v.owner_user_id
        where u.email = $1 limit 1`,
      [VENDOR_EMAIL],
    );
    const vendorId = rows[0]?.id;
    if (!vendorId) throw new Error(`no store of ${VENDOR_EMAIL}: was the demo data seeded?`);
    await db.query(
      `update vendor_profiles set is_active = true,
         shamcash_account = coalesce(shamcash_account, '0933 000 000') where id = $1`,
      [vendorId],
    );
    const inserted = await db.query(
      `insert into products (vendor_id, name, base_price, currency, stock_count, payment_shamcash)
       select $1, 'منتج قياس ' || n, 1000, 'SYP', 10000000, true from generate_series(1, $2) n
       returning id`,
      [vendorId, PRODUCTS],
    );
    return { vendorId, productIds: inserted.rows.map((row) => row.id) };
  });
}

/** The demo shopper's session cookie, signed in as the web app would. */
async function signIn(base) {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(SHOPPER),
  });
  if (!res.ok) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

function orderBody(vendorId, productId) {
  return JSON.stringify({
    vendor_id: vendorId,
    items: [{ product_id: productId, variant_id: null, quantity: 1, unit_price: 1000 }],
    payment_method: 'shamcash',
    payment_receipt: 'SC-BENCH',
    delivery_requested: false,
    currency: 'SYP',
    notes: null,
  });
}

/** `connections` loops, each placing orders back to back until the deadline. */
async function load({ base, cookie, vendorId, productIds, connections, seconds }) {
  const latencies = [];
  const failures = new Map();
  const deadline = Date.now() + seconds * 1000;
  let next = 0;
  async function buyer() {
    while (Date.now() < deadline) {
      const productId = productIds[next++ % productIds.length];
      const started = performance.now();
      const res = await fetch(`${base}/functions/v1/create-order`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie,
          origin: base,
          'idempotency-key': randomUUID(),
        },
        body: orderBody(vendorId, productId),
      });
      await res.arrayBuffer();
      if (res.status === 201) latencies.push(performance.now() - started);
      else failures.set(res.status, (failures.get(res.status) ?? 0) + 1);
    }
  }
  const began = performance.now();
  await Promise.all(Array.from({ length: connections }, buyer));
  const elapsed = (performance.now() - began) / 1000;
  latencies.sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 10) / 10;
  return {
    orders: latencies.length,
    'orders/s': Math.round(latencies.length / elapsed),
    'p50 ms': round(percentile(latencies, 0.5)),
    'p95 ms': round(percentile(latencies, 0.95)),
    'p99 ms': round(percentile(latencies, 0.99)),
    errors: [...failures].map(([status, n]) => `${status}x${n}`).join(' ') || 0,
  };
}

export async function runOrdersBench({ seconds = 10, port = 3207, connections = 20 }) {
  await withClient(SERVER_URL, async (admin) => {
    await admin.query(`drop database if exists ${DATABASE} with (force)`);
    await admin.query(`create database ${DATABASE}`);
  });
  process.env.DATABASE_URL = databaseUrl();
  process.env.SEED_DEMO = 'true';
  const server = await startServer({ port });
  try {
    const { vendorId, productIds } = await addProducts();
    const cookie = await signIn(server.url);
    const run = { base: server.url, cookie, vendorId, productIds };
    // Unrecorded warm-up: connections, plans and the session cache.
    await load({ ...run, connections: 5, seconds: 1 });
    const result = await load({ ...run, connections, seconds });
    console.log(
      `\ncreate-order on PostgreSQL, ${connections} concurrent buyers, ${seconds} s, ` +
        `${cpus().length} CPUs, load ${loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')}`,
    );
    console.table([{ scenario: 'create-order (1 line, pickup, shamcash)', ...result }]);
    return result;
  } finally {
    // Let in-flight mail and requests settle before the pool closes.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    server.stop();
  }
}
