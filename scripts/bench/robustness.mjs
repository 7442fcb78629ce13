/**
 * `npm run bench -- --robustness`: how responsive the server stays while hostile-but-legal
 * traffic arrives. Starts a fresh server on the embedded default (PGlite with the demo data,
 * like the default bench; PostgreSQL when DATABASE_URL is set), then polls GET /api/health
 * every 20 ms from a worker thread (its own event loop, so the load generator cannot delay the
 * probe) and records each latency, first idle and then while, for --seconds (default 10):
 *
 *  - 4 connections upload a ~5 MB JPEG of random noise (made with sharp, so it really is that
 *    big and costs a full decode) as the delivery proof of the demo vendor's orders, back to
 *    back: POST /api/seller/orders/{id}/delivery-proof, Content-Type image/jpeg. The orders
 *    are set up through the API: the demo shopper places cash-on-delivery delivery orders to
 *    her saved address at a product of the demo vendor's store (the store whose orders the
 *    vendor may read), and the vendor moves each pending -> confirmed -> preparing ->
 *    out_for_delivery. One order per upload connection.
 *  - 4 connections POST anonymous 1 MB JSON arrays of numbers to /api/auth/sign-out and
 *    /api/newsletter in turn (both take tiny bodies at most: 413 expected).
 *
 * A request started before the end is awaited and counted, and health is polled until the last
 * one answers, so the load phase runs a few seconds over --seconds (its length is printed).
 *
 * Prints health latency idle and under load, what the uploads and junk requests got, the
 * server's RSS before and at its peak, and the target: health answers in < 50 ms (p95 and max)
 * during the load. Like every bench it prints; it never fails on a missed target.
 * Options: --seconds N, --port N.
 */

import { randomBytes, randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { startServer } from '../lib/server.mjs';
import { api, apiOk, outcomes, rssMb, signIn } from './api-session.mjs';
import { percentile } from './measure.mjs';

const PASSWORD = 'souq-demo-1234';
const SHOPPER = { email: 'shopper@souq.test', password: PASSWORD };
const VENDOR = { email: 'vendor@souq.test', password: PASSWORD };
const HEALTH_EVERY_MS = 20;
const IDLE_MS = 2000;
const UPLOADERS = 4;
const JUNK_CONNECTIONS = 4;
/** The delivery-proof limit (apps/api proof-image.ts PROOF_MAX_BYTES): a bigger body is 413. */
const PROOF_MAX_BYTES = 5 * 1024 * 1024;
const JPEG_TARGET_BYTES = 5_000_000;
const JUNK_BYTES = 1024 * 1024;
const TARGET_MS = 50;
const JUNK_PATHS = ['/api/auth/sign-out', '/api/newsletter'];

/**
 * A JPEG of random noise within 5% under JPEG_TARGET_BYTES (noise does not compress, so the
 * size follows the pixel count): a few tries, each rescaling by the size it got.
 */
async function noiseJpeg() {
  // Loaded here, not at the top: run.mjs imports every bench, and only this one needs sharp.
  const { default: sharp } = await import('sharp');
  let width = 2800;
  let height = 2100;
  let jpeg;
  for (let attempt = 0; attempt < 6; attempt++) {
    const pixels = randomBytes(width * height * 3);
    jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer();
    if (jpeg.length <= JPEG_TARGET_BYTES && jpeg.length >= JPEG_TARGET_BYTES * 0.95) break;
    const scale = Math.sqrt((JPEG_TARGET_BYTES * 0.975) / jpeg.length);
    width = Math.round(width * scale);
    height = Math.round(height * scale);
  }
  if (jpeg.length > PROOF_MAX_BYTES) throw new Error(`noise JPEG too big: ${jpeg.length} bytes`);
  return { jpeg, width, height };
}

/** A JSON array of random integers, just over 1 MB. */
function junkBody() {
  const numbers = [];
  let length = 2;
  while (length < JUNK_BYTES) {
    const n = Math.floor(Math.random() * 1e9);
    numbers.push(n);
    length += String(n).length + 1;
  }
  return Buffer.from(JSON.stringify(numbers));
}

/** Great-circle distance in km (the map's rule is the same haversine). */
function distanceKm(a, b) {
  const rad = (deg) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/**
 * UPLOADERS orders of the demo vendor's store in status out_for_delivery, made through the API
 * as the shopper and the store would.
 */
async function ordersOutForDelivery(base, shopper, vendor) {
  const { data: stores } = await apiOk(base, null, 'GET', '/functions/v1/export-vendors?limit=100');
  let store = null;
  for (const candidate of stores) {
    const probe = await api(base, vendor, 'GET', `/functions/v1/get-vendor-orders/${candidate.id}`);
    if (probe.status === 200) {
      store = candidate;
      break;
    }
  }
  if (!store) throw new Error(`no store of ${VENDOR.email} among the listed stores`);

  const { data: addresses } = await apiOk(base, shopper, 'GET', '/api/me/addresses');
  const address = addresses.find((a) => a.is_default) ?? addresses[0];
  if (!address) throw new Error(`${SHOPPER.email} has no saved address`);
  const away = distanceKm(store, address);
  if (store.latitude != null && away > store.delivery_radius_km) {
    throw new Error(
      `${store.vendor_name} delivers ${store.delivery_radius_km} km; the address is ${away.toFixed(1)} km away`,
    );
  }

  const { data: products } = await apiOk(
    base,
    null,
    'GET',
    `/functions/v1/export-products?vendor_id=${store.id}&limit=100`,
  );
  const product = products.find(
    (p) =>
      p.availability_mode === 'for_sale' &&
      p.delivery_available &&
      p.payment_cash_on_delivery &&
      p.product_variants.length === 0 &&
      p.stock_count >= UPLOADERS,
  );
  if (!product) throw new Error(`${store.vendor_name} has no product for cod delivery`);

  const orderIds = [];
  for (let i = 0; i < UPLOADERS; i++) {
    const res = await fetch(`${base}/functions/v1/create-order`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: shopper,
        origin: base,
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({
        vendor_id: store.id,
        items: [
          { product_id: product.id, variant_id: null, quantity: 1, unit_price: product.base_price },
        ],
        payment_method: 'cod',
        payment_receipt: null,
        delivery_requested: true,
        delivery_address: {
          street: address.street,
          city: address.city,
          country: address.country,
          latitude: address.latitude,
          longitude: address.longitude,
          formatted_address: address.formatted_address,
          delivery_notes: address.delivery_notes,
        },
        currency: product.currency,
        notes: null,
      }),
    });
    const placed = await res.json();
    if (res.status !== 201)
      throw new Error(`create-order: ${res.status} ${JSON.stringify(placed)}`);
    for (const status of ['confirmed', 'preparing', 'out_for_delivery']) {
      await apiOk(base, vendor, 'PATCH', `/functions/v1/update-order-status/${placed.id}`, {
        status,
      });
    }
    orderIds.push(placed.id);
  }
  return { store, product, address, away, orderIds };
}

/** Runs in a worker: GET url every `every` ms (never waiting for the last), until told to stop. */
const pollerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, every } = workerData;
const samples = [];
let inFlight = 0;
let stopping = false;
const finish = () => parentPort.postMessage(samples);
const timer = setInterval(() => {
  const started = performance.now();
  inFlight++;
  fetch(url, { signal: AbortSignal.timeout(10000) })
    .then(async (res) => {
      await res.arrayBuffer();
      samples.push({ ms: performance.now() - started, status: res.status });
    })
    .catch((error) => samples.push({ ms: performance.now() - started, status: error.name }))
    .finally(() => {
      inFlight--;
      if (stopping && inFlight === 0) finish();
    });
}, every);
parentPort.on('message', () => {
  clearInterval(timer);
  stopping = true;
  if (inFlight === 0) finish();
});
`;

/** Health latencies sampled while `work` runs, and how long it ran (s). */
async function pollHealthDuring(base, work) {
  const worker = new Worker(pollerSource, {
    eval: true,
    workerData: { url: `${base}/api/health`, every: HEALTH_EVERY_MS },
  });
  const samples = new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const began = performance.now();
  try {
    await work();
  } finally {
    worker.postMessage('stop');
  }
  const seconds = (performance.now() - began) / 1000;
  const result = await samples;
  await worker.terminate();
  return { samples: result, seconds };
}

const round = (ms) => Math.round(ms * 10) / 10;

function healthRow(phase, { samples, seconds }) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const failed = samples.filter((s) => s.status !== 200);
  return {
    phase: `${phase} (${seconds.toFixed(1)} s)`,
    probes: samples.length,
    'p50 ms': round(percentile(ms, 0.5)),
    'p95 ms': round(percentile(ms, 0.95)),
    'max ms': round(ms.at(-1) ?? Number.NaN),
    'not 200': outcomes(
      failed.reduce((m, s) => m.set(s.status, (m.get(s.status) ?? 0) + 1), new Map()),
    ),
  };
}

/** "413 PAYLOAD_TOO_LARGE", "200" or "network ECONNRESET": what one request came to. */
async function outcomeOf(request) {
  try {
    const res = await request();
    const text = await res.text();
    let code = '';
    try {
      code = JSON.parse(text).error?.code ?? '';
    } catch {
      // not JSON
    }
    return code ? `${res.status} ${code}` : `${res.status}`;
  } catch (error) {
    return `network ${error.cause?.code ?? error.name}`;
  }
}

/**
 * `connections` loops of `request(i, n)` until the deadline. Each request is counted under the
 * name `target(i, n)` gives it: its outcomes and durations.
 */
async function loop(connections, deadline, target, request) {
  const byTarget = new Map();
  async function one(_, index) {
    for (let n = 0; Date.now() < deadline; n++) {
      const name = target(index, n);
      const started = performance.now();
      const outcome = await outcomeOf(() => request(index, n));
      if (!byTarget.has(name)) byTarget.set(name, { counts: new Map(), durations: [] });
      const stats = byTarget.get(name);
      stats.durations.push(performance.now() - started);
      stats.counts.set(outcome, (stats.counts.get(outcome) ?? 0) + 1);
    }
  }
  await Promise.all(Array.from({ length: connections }, one));
  for (const stats of byTarget.values()) stats.durations.sort((a, b) => a - b);
  return byTarget;
}

function trafficRows(traffic, connections, byTarget) {
  return [...byTarget].map(([target, { counts, durations }]) => ({
    traffic,
    target,
    connections,
    completed: durations.length,
    'p50 ms': round(percentile(durations, 0.5)),
    'max ms': round(durations.at(-1) ?? Number.NaN),
    statuses: outcomes(counts),
  }));
}

export async function runRobustnessBench({ seconds = 10, port = 3208 } = {}) {
  const { jpeg, width, height } = await noiseJpeg();
  const junk = junkBody();
  const server = await startServer({ port });
  const base = server.url;
  try {
    const [shopper, vendor] = await Promise.all([signIn(base, SHOPPER), signIn(base, VENDOR)]);
    const setup = await ordersOutForDelivery(base, shopper, vendor);
    // The first upload pays for sharp's start-up; the measured load should not.
    const warm = await outcomeOf(() =>
      fetch(`${base}/api/seller/orders/${setup.orderIds[0]}/delivery-proof`, {
        method: 'POST',
        headers: { 'content-type': 'image/jpeg', cookie: vendor, origin: base },
        body: jpeg,
      }),
    );
    if (warm !== '200') throw new Error(`warm-up delivery proof: ${warm}`);

    const idle = await pollHealthDuring(
      base,
      () => new Promise((resolve) => setTimeout(resolve, IDLE_MS)),
    );
    const rssBefore = rssMb(server.pid);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, rssMb(server.pid));
    }, 50);

    let uploads;
    let junkSent;
    const uploadTarget = () => '/api/seller/orders/{id}/delivery-proof';
    const junkTarget = (index, n) => JUNK_PATHS[(index + n) % JUNK_PATHS.length];
    const deadline = Date.now() + seconds * 1000;
    const loaded = await pollHealthDuring(base, async () => {
      [uploads, junkSent] = await Promise.all([
        loop(UPLOADERS, deadline, uploadTarget, (index) =>
          fetch(`${base}/api/seller/orders/${setup.orderIds[index]}/delivery-proof`, {
            method: 'POST',
            headers: { 'content-type': 'image/jpeg', cookie: vendor, origin: base },
            body: jpeg,
          }),
        ),
        loop(JUNK_CONNECTIONS, deadline, junkTarget, (index, n) =>
          fetch(base + junkTarget(index, n), {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: junk,
          }),
        ),
      ]);
    });
    clearInterval(sampler);
    rssPeak = Math.max(rssPeak, rssMb(server.pid));
    const after = await api(base, null, 'GET', '/api/health');

    console.log(
      `\nrobustness on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} (demo data), ` +
        `${seconds} s of load, ${cpus().length} CPUs, load ${loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')}`,
    );
    console.log(
      `uploads: ${(jpeg.length / 1e6).toFixed(2)} MB JPEG of noise (${width}x${height}) as the ` +
        `delivery proof of ${UPLOADERS} orders out_for_delivery of ${setup.store.vendor_name} ` +
        `(cod, delivery to ${setup.away.toFixed(1)} km of a ${setup.store.delivery_radius_km} km radius); ` +
        `junk: ${(junk.length / 1e6).toFixed(2)} MB JSON arrays to ${JUNK_PATHS.join(' and ')}, ` +
        `anonymous`,
    );
    const under = healthRow('under load', loaded);
    console.table([healthRow('idle', idle), under]);
    console.table([
      ...trafficRows('5 MB JPEG upload', UPLOADERS, uploads),
      ...trafficRows('1 MB JSON junk', JUNK_CONNECTIONS, junkSent),
    ]);
    const met = under['p95 ms'] < TARGET_MS && under['max ms'] < TARGET_MS;
    console.table([
      {
        'server RSS before MB': rssBefore,
        'server RSS peak MB': rssPeak,
        'health after': after.status,
        target: `health < ${TARGET_MS} ms (p95 and max) under load`,
        result: met ? 'met' : 'not met',
      },
    ]);
    return { idle, loaded, uploads, junkSent, rssBefore, rssPeak, met };
  } finally {
    server.stop();
  }
}
