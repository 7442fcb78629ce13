/**
 * `npm run bench -- --order-stream`: the stores' live order streams under load. A fresh server
 * with the demo data (PGlite by default; PostgreSQL when DATABASE_URL is set), 40 stores made
 * through the API (an owner registers, applies, the demo admin approves, the owner adds a
 * product), 5 open streams per owner (the server's per-user cap) = 200 streams, then shoppers
 * place orders at a steady 50 per second for 20 s, spread over the stores.
 *
 * Reported: events expected (each order once on each of its store's 5 streams) and delivered,
 * events on a wrong store's stream (must be 0), and the delivery latency from the shopper's
 * request and from the commit (the server's publish time, same clock) to the event on a stream:
 * p50, p95, max. Nothing is pass/fail here. Options: --seconds N (default 20), --port N.
 *
 * With --postgres: a fresh `souq_bench_stream` database on the local PostgreSQL (BENCH_PG_URL)
 * and two API processes on it, as behind a load balancer: half the streams and half the orders
 * on each, so most events cross from one process to the other through NOTIFY/LISTEN.
 *
 * The shoppers: create-order caps a customer's unpaid units of one product
 * (MAX_UNPAID_QUANTITY_PER_PRODUCT = 10), so there are enough buyers for each to order any one
 * store's product at most 8 times. Registration and sign-in limits per address are raised for
 * this server only (everything comes from loopback).
 */

import { randomBytes, randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { startServer } from '../lib/server.mjs';
import { apiOk, confirmedShopper, signIn } from './api-session.mjs';
import { percentile } from './measure.mjs';

const PASSWORD = 'souq-demo-1234';
const ADMIN = { email: 'admin@souq.test', password: PASSWORD };
const STREAMS_PER_OWNER = 5;
/** Below MAX_UNPAID_QUANTITY_PER_PRODUCT (10): orders of one buyer at one store's product. */
const ORDERS_PER_BUYER_AND_STORE = 8;
const STREAM_PATH = '/api/seller/orders/stream';
const PG_SERVER_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_DATABASE = 'souq_bench_stream';

/** A fresh database for --postgres; the first server seeds the demo data into it. */
async function freshPostgres() {
  const admin = new pg.Client({ connectionString: PG_SERVER_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${PG_DATABASE} with (force)`);
    await admin.query(`create database ${PG_DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(PG_SERVER_URL);
  url.pathname = `/${PG_DATABASE}`;
  return url.toString();
}

/** One server (PGlite) or two on one PostgreSQL database. */
async function startServers(port, postgres) {
  if (!postgres) return [await startServer({ port })];
  process.env.DATABASE_URL = await freshPostgres();
  process.env.SEED_DEMO = 'true';
  // One secret for both: a session signed in on one process is good on the other.
  process.env.AUTH_SECRET ??= randomBytes(48).toString('base64');
  const first = await startServer({ port });
  process.env.SEED_DEMO = 'false';
  try {
    return [first, await startServer({ port: port + 2 })];
  } catch (error) {
    first.stop();
    throw error;
  }
}

/** Runs `work` over `items` with at most `limit` at once (registration hashes passwords). */
async function inBatches(items, limit, work) {
  const results = [];
  for (let i = 0; i < items.length; i += limit) {
    results.push(...(await Promise.all(items.slice(i, i + limit).map(work))));
  }
  return results;
}

/** An owner with an approved store and one wallet product in it. */
async function storeOwner(base, admin, runId, index) {
  const email = `bench-owner-${index}-${runId}@souq.test`;
  const cookie = await confirmedShopper(base, {
    email,
    password: PASSWORD,
    name: `بائع قياس ${index}`,
    phone: '+963 944 000 222',
  });
  const store = await apiOk(
    base,
    cookie,
    'POST',
    '/api/seller/store',
    {
      vendor_name: `متجر قياس ${index} ${runId}`,
      description: 'متجر لقياس البث المباشر',
      phone_number: '+963 944 123 456',
      city: 'دمشق',
      formatted_address: 'دمشق، المزة',
      latitude: 33.5,
      longitude: 36.27,
      delivery_radius_km: 8,
      offers_pickup: true,
      offers_delivery: false,
      shamcash_account: '0933 111 222',
      goldmasters_account: '',
    },
    [201],
  );
  await apiOk(base, admin, 'POST', `/api/admin/stores/${store.id}/approve`, {});
  const product = await apiOk(
    base,
    cookie,
    'POST',
    '/api/seller/products',
    {
      name: `منتج قياس ${index}`,
      description: 'للقياس',
      category_id: null,
      sku: null,
      base_price: 1000,
      currency: 'SYP',
      stock_count: 1_000_000,
      availability_mode: 'for_sale',
      pickup_available: true,
      delivery_available: false,
      delivery_price: 0,
      payment_cash_on_delivery: false,
      payment_shamcash: true,
      payment_goldmasters: false,
      status: 'active',
      variants: [],
    },
    [201],
  );
  return { cookie, vendorId: store.id, productId: product.id };
}

/**
 * One open stream, parsed as EventSource would: each `event: order` frame is handed to
 * `onOrder(data, receivedAt)`. Resolves once the stream says it is subscribed (`ready`).
 */
async function openStream(base, cookie, onOrder) {
  const abort = new AbortController();
  const res = await fetch(base + STREAM_PATH, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  if (res.status !== 200) throw new Error(`stream: ${res.status} ${await res.text()}`);
  let ready;
  const isReady = new Promise((resolve) => {
    ready = resolve;
  });
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for await (const chunk of res.body) {
        const receivedAt = Date.now();
        buffered += decoder.decode(chunk, { stream: true });
        let end = buffered.indexOf('\n\n');
        while (end >= 0) {
          const frame = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          end = buffered.indexOf('\n\n');
          if (frame.includes('event: ready')) ready();
          if (!frame.includes('event: order')) continue;
          const data = frame.split('\n').find((line) => line.startsWith('data: '));
          if (data) onOrder(JSON.parse(data.slice(6)), receivedAt);
        }
      }
    } catch {
      // aborted at the end
    }
  })();
  await isReady;
  return {
    close: async () => {
      abort.abort();
      await reading;
    },
  };
}

function orderBody(vendorId, productId) {
  return JSON.stringify({
    vendor_id: vendorId,
    items: [{ product_id: productId, variant_id: null, quantity: 1, unit_price: 1000 }],
    payment_method: 'shamcash',
    payment_receipt: 'SC-STREAM',
    delivery_requested: false,
    currency: 'SYP',
    notes: null,
  });
}

const round = (ms) => Math.round(ms * 10) / 10;
const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    max: round(sorted.at(-1) ?? Number.NaN),
  };
};

export async function runOrderStreamBench({
  seconds = 20,
  rate = 50,
  stores = 40,
  port = 3208,
  postgres = false,
}) {
  const orders = Math.round(seconds * rate);
  const buyerCount = Math.max(1, Math.ceil(orders / (stores * ORDERS_PER_BUYER_AND_STORE)));
  process.env.AUTH_RATE_LIMIT_REGISTER_PER_IP ??= '10000';
  process.env.AUTH_RATE_LIMIT_LOGIN_PER_IP ??= '10000';
  const servers = await startServers(port, postgres);
  const base = servers[0].url;
  /** Stream i and order i go to server i mod n. */
  const baseOf = (i) => servers[i % servers.length].url;
  const runId = randomUUID().slice(0, 8);
  const streams = [];
  try {
    console.log(`order-stream: ${stores} stores and ${buyerCount} buyers through the API…`);
    const admin = await signIn(base, ADMIN);
    const owners = await inBatches(
      Array.from({ length: stores }, (_, i) => i),
      4,
      (i) => storeOwner(base, admin, runId, i),
    );
    const buyers = await inBatches(
      Array.from({ length: buyerCount }, (_, i) => i),
      4,
      (i) =>
        confirmedShopper(base, {
          email: `bench-stream-buyer-${i}-${runId}@souq.test`,
          password: PASSWORD,
          name: `مشتري قياس ${i}`,
          phone: '+963 944 000 111',
        }),
    );

    /** order id -> receipts: { store the stream follows, when it arrived, server's `at` }. */
    const receipts = new Map();
    for (const owner of owners) {
      for (let n = 0; n < STREAMS_PER_OWNER; n++) {
        const stream = await openStream(
          baseOf(streams.length),
          owner.cookie,
          (data, receivedAt) => {
            if (data.kind !== 'placed') return;
            const list = receipts.get(data.order_id) ?? [];
            list.push({ vendorId: owner.vendorId, receivedAt, at: data.at });
            receipts.set(data.order_id, list);
          },
        );
        streams.push(stream);
      }
    }
    console.log(`order-stream: ${streams.length} streams open; ${rate} orders/s for ${seconds} s…`);

    /** order id -> { vendorId, sentAt } for every order the server accepted. */
    const placed = new Map();
    const failures = new Map();
    const inFlight = [];
    const began = Date.now();
    for (let i = 0; i < orders; i++) {
      const due = began + (i * 1000) / rate;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const owner = owners[i % stores];
      const buyer = buyers[Math.floor(i / stores) % buyerCount];
      const sentAt = Date.now();
      inFlight.push(
        fetch(`${baseOf(i)}/functions/v1/create-order`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: buyer,
            origin: baseOf(i),
            'idempotency-key': randomUUID(),
          },
          body: orderBody(owner.vendorId, owner.productId),
        })
          .then(async (res) => {
            const text = await res.text();
            if (res.status !== 201) {
              const key = `${res.status} ${text.slice(0, 80)}`;
              failures.set(key, (failures.get(key) ?? 0) + 1);
              return;
            }
            placed.set(JSON.parse(text).id, { vendorId: owner.vendorId, sentAt });
          })
          .catch((error) => {
            const key = `network ${error.cause?.code ?? error.name}`;
            failures.set(key, (failures.get(key) ?? 0) + 1);
          }),
      );
    }
    await Promise.all(inFlight);
    const sendSeconds = (Date.now() - began) / 1000;

    // Let the last events arrive (bounded): every accepted order on each of its 5 streams.
    const expected = placed.size * STREAMS_PER_OWNER;
    const deliveredOf = () => {
      let delivered = 0;
      for (const [orderId, order] of placed) {
        delivered += (receipts.get(orderId) ?? []).filter(
          (r) => r.vendorId === order.vendorId,
        ).length;
      }
      return delivered;
    };
    for (let waited = 0; waited < 10_000 && deliveredOf() < expected; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const fromRequest = [];
    const fromCommit = [];
    let wrongStore = 0;
    for (const [orderId, order] of placed) {
      for (const receipt of receipts.get(orderId) ?? []) {
        if (receipt.vendorId !== order.vendorId) {
          wrongStore++;
          continue;
        }
        fromRequest.push(receipt.receivedAt - order.sentAt);
        fromCommit.push(receipt.receivedAt - receipt.at);
      }
    }
    const request = summary(fromRequest);
    const commit = summary(fromCommit);
    console.log(
      `\norder streams on ${postgres ? 'PostgreSQL, 2 API processes' : 'PGlite, 1 API process'}, ` +
        `${cpus().length} CPUs, load ${loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')}`,
    );
    console.table([
      {
        streams: streams.length,
        'orders placed': placed.size,
        'orders/s': Math.round(placed.size / sendSeconds),
        'events expected': expected,
        delivered: deliveredOf(),
        'wrong store': wrongStore,
        'p50 ms (request)': request.p50,
        'p95 ms (request)': request.p95,
        'max ms (request)': request.max,
        'p50 ms (commit)': commit.p50,
        'p95 ms (commit)': commit.p95,
        'max ms (commit)': commit.max,
        errors: [...failures].map(([key, n]) => `${n}× ${key}`).join('; ') || 0,
      },
    ]);
  } finally {
    await Promise.all(streams.map((stream) => stream.close()));
    for (const server of servers) server.stop();
  }
}
