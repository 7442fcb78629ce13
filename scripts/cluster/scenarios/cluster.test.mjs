// @ts-check
/**
 * The cluster suite (issue 21): one real cluster (scripts/cluster/cluster.mjs: 3 API processes
 * from deploy/systemd/souq@.service behind nginx from deploy/nginx/souq.conf, PostgreSQL, an
 * S3 server) and plain fetch against nginx and against each process. Each scenario checks the
 * property itself: rows and stock in the database, every request's status, times measured.
 * Run by `npm test` (scripts/test.sh) or alone: npx vitest run -c vitest.cluster.config.ts
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster } from '../cluster.mjs';
import { call, callOk, waitFor } from './api.mjs';
import { passedOn, startLoad, tally, upstreamFailures } from './load.mjs';
import { marketplace, orderBody, PASSWORD, placeOrder, suiteSettings } from './marketplace.mjs';
import { openOrderStream } from './order-stream.mjs';

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** The numbers each scenario measured, printed at the end. */
const measured = /** @type {Record<string, unknown>} */ ({});

/** @type {import('../cluster.mjs').Cluster} */
let cluster;
/** @type {pg.Client} */
let db;
/** @type {ReturnType<typeof marketplace>} */
let shop;
/** @type {Awaited<ReturnType<ReturnType<typeof marketplace>['openStore']>>} */
let store;
/** @type {import('./marketplace.mjs').Account[]} */
const buyers = [];

beforeAll(async () => {
  cluster = await startCluster({ env: suiteSettings });
  db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  shop = marketplace(cluster, db);
  const admin = await shop.admin();
  store = await shop.openStore(admin, 'one');
  // Five at a time: each sign-up and sign-in hashes a password.
  for (let i = 0; i < 15; i += 5) {
    const batch = [0, 1, 2, 3, 4].map((j) => shop.confirmedUser(`buyer-${i + j}@souq.test`));
    buyers.push(...(await Promise.all(batch)));
  }
});

afterAll(async () => {
  console.log(`cluster scenarios measured:\n${JSON.stringify(measured, null, 2)}`);
  await db?.end();
  await cluster?.stop();
});

/** Products of the store, each with its stock now and the units its orders hold. */
async function stockAndOrders(/** @type {string[]} */ productIds) {
  const { rows } = await db.query(
    `select p.id, p.stock_count as stock,
            count(distinct i.order_id)::int as orders, coalesce(sum(i.quantity), 0)::int as units
       from products p left join order_items i on i.product_id = p.id
      where p.id = any($1) group by p.id`,
    [productIds],
  );
  return rows;
}

/** The orders holding these products: id and Idempotency-Key. */
async function ordersOf(/** @type {string[]} */ productIds) {
  const { rows } = await db.query(
    `select distinct o.id, o.idempotency_key as key from orders o
       join order_items i on i.order_id = o.id where i.product_id = any($1)`,
    [productIds],
  );
  return rows;
}

describe('a cluster of 3 API processes behind nginx', () => {
  it('sells a stock of 5 to exactly 5 of 15 buyers racing across the processes', async () => {
    const product = await shop.addProduct(store.owner, 'آخر خمس قطع', 5);
    const body = orderBody(store.vendorId, product);
    // Buyer i asks process i % 3 directly: five buyers on each, all at the same moment.
    const answers = await Promise.all(
      buyers.map(async (buyer, i) => {
        const api = cluster.processes[i % 3];
        const answer = await placeOrder(api?.url ?? '', cluster.url, buyer, body);
        return { status: answer.status, code: answer.json?.error?.code, port: api?.port };
      }),
    );
    const sold = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.code === 'OUT_OF_STOCK');
    expect(sold).toHaveLength(5);
    expect(refused).toHaveLength(10);
    expect(refused.every((answer) => answer.status === 409)).toBe(true);
    const [row] = await stockAndOrders([product.id]);
    expect(row).toMatchObject({ stock: 0, orders: 5, units: 5 });
    measured.orderRace = {
      buyers: 15,
      stock: 5,
      sold: sold.length,
      oversold: row.units - 5,
      soldByPort: Object.fromEntries(
        cluster.processes.map((api) => [api.port, sold.filter((s) => s.port === api.port).length]),
      ),
    };
  });

  it('refuses the 11th wrong password whichever process answers', async () => {
    const victim = await shop.confirmedUser('victim@souq.test');
    const signIn = (/** @type {string} */ base, /** @type {string} */ password) =>
      call(base, cluster.url, 'POST', '/api/auth/sign-in/email', {
        body: { email: victim.email, password },
      });
    const guesses = [];
    for (let i = 0; i < 10; i++) {
      const api = cluster.processes[i % 3];
      guesses.push((await signIn(api?.url ?? '', `wrong-guess-${i}`)).status);
    }
    expect(guesses).toEqual(Array(10).fill(401));
    // The 11th, on every process and through nginx; even the right password waits now.
    const everywhere = [...cluster.processes.map((api) => api.url), cluster.url];
    const eleventh = await Promise.all(everywhere.map((base) => signIn(base, 'wrong-guess-10')));
    const right = await Promise.all(everywhere.map((base) => signIn(base, PASSWORD)));
    for (const answer of [...eleventh, ...right]) {
      expect(answer.status).toBe(429);
      expect(answer.json.error.code).toBe('RATE_LIMITED');
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    measured.wrongPasswords = { first10: guesses, eleventh: eleventh.map((a) => a.status) };
  });

  it('shows a price edit on every process within 1 s', async () => {
    const product = await shop.addProduct(store.owner, 'سعر يتغير');
    const list = `/functions/v1/export-products?vendor_id=${store.vendorId}&limit=100`;
    const priceOn = async (/** @type {string} */ base) => {
      const page = await callOk(base, cluster.url, 'GET', list);
      return page.data.find((/** @type {{ id: string }} */ p) => p.id === product.id)?.base_price;
    };
    for (const api of cluster.processes) expect(await priceOn(api.url)).toBe(1000);
    // Control: each process answers from its cache, so a write nobody announces stays unseen
    // (for up to 30 s); what follows is the announcement at work, not a cache that expired.
    await db.query('update products set base_price = 1500 where id = $1', [product.id]);
    await sleep(300);
    for (const api of cluster.processes) expect(await priceOn(api.url)).toBe(1000);

    const owner = store.owner.cookie;
    const [editedOn, ...others] = cluster.processes;
    const started = Date.now();
    await callOk(editedOn?.url ?? '', cluster.url, 'PATCH', `/api/seller/products/${product.id}`, {
      cookie: owner,
      body: { base_price: 2000 },
    });
    const answeredMs = Date.now() - started;
    const seenMs = await Promise.all(
      cluster.processes.map(async (api) => {
        await waitFor(async () => ((await priceOn(api.url)) === 2000 ? true : undefined), 5_000);
        return Date.now() - started;
      }),
    );
    for (const ms of seenMs) expect(ms).toBeLessThan(1_000);
    expect(await priceOn(cluster.url)).toBe(2000);
    measured.priceEdit = {
      editedOnPort: editedOn?.port,
      editAnsweredMs: answeredMs,
      seenAfterMs: Object.fromEntries(cluster.processes.map((api, i) => [api.port, seenMs[i]])),
      otherPorts: others.map((api) => api.port),
    };
  });

  it('finds a product added, hidden or shown again on one process by a search on every process at once', async () => {
    // Searches are ranked from each process's own copy of the search index (decision 040);
    // no-cache skips the public answers' cache, so the copy itself must have followed.
    const search = async (/** @type {string} */ base, /** @type {string} */ q) => {
      const page = await callOk(
        base,
        cluster.url,
        'GET',
        `/functions/v1/export-products?q=${encodeURIComponent(q)}&limit=50`,
        { headers: { 'cache-control': 'no-cache' } },
      );
      return page.data.map((/** @type {{ id: string }} */ p) => p.id);
    };
    for (const api of cluster.processes) expect(await search(api.url, 'بندول')).toEqual([]);
    const product = await shop.addProduct(store.owner, 'ساعة بندول خشبية');
    for (const api of cluster.processes) {
      expect(await search(api.url, 'بندول')).toContain(product.id);
    }
    const [editedOn] = cluster.processes;
    const setStatus = (/** @type {string} */ status) =>
      callOk(editedOn?.url ?? '', cluster.url, 'PATCH', `/api/seller/products/${product.id}`, {
        cookie: store.owner.cookie,
        body: { status },
      });
    await setStatus('draft');
    for (const api of cluster.processes) {
      expect(await search(api.url, 'بندول')).not.toContain(product.id);
    }
    await setStatus('active');
    for (const api of cluster.processes) {
      expect(await search(api.url, 'بندول')).toContain(product.id);
    }
  });

  it('streams an order placed on one process to the owner connected to another', async () => {
    const product = await shop.addProduct(store.owner, 'بث مباشر');
    const [first, ...rest] = cluster.processes;
    const onFirst = await openOrderStream(first?.url ?? '', cluster.url, store.owner.cookie);
    const viaNginx = await openOrderStream(cluster.url, cluster.url, store.owner.cookie);
    try {
      const latencies = [];
      for (const [i, api] of rest.entries()) {
        const buyer = buyers[i];
        if (!buyer) throw new Error('no buyer');
        const placed = await placeOrder(
          api.url,
          cluster.url,
          buyer,
          orderBody(store.vendorId, product),
        );
        expect(placed.status).toBe(201);
        const answeredAt = Date.now();
        const event = await onFirst.eventOf(placed.json.id);
        expect(event).toMatchObject({ kind: 'placed' });
        expect(await viaNginx.eventOf(placed.json.id)).toMatchObject({ kind: 'placed' });
        latencies.push({
          placedOn: api.port,
          streamOn: first?.port,
          ms: (event?.receivedAt ?? 0) - answeredAt,
        });
      }
      measured.orderStream = latencies;
    } finally {
      await Promise.all([onFirst.close(), viaNginx.close()]);
    }
  });

  it('loses no order and fails no read when a process is killed mid-burst', async () => {
    const products = await Promise.all(
      ['أ', 'ب', 'ج'].map((label) => shop.addProduct(store.owner, `موجة ${label}`)),
    );
    const { offset } = cluster.nginx.readAccessLog();
    const errorsFrom = cluster.nginx.readErrorLog().offset;
    const load = startLoad({
      base: cluster.url,
      origin: cluster.url,
      readers: 4,
      buyers: 3,
      accounts: buyers,
      vendorId: store.vendorId,
      products,
      retryOrders: true,
    });
    await sleep(1_500);
    const killed = cluster.processes[1];
    if (!killed) throw new Error('no second process');
    await killed.kill();
    await sleep(2_500);
    const outcomes = await load.stop();
    const lines = cluster.nginx.readAccessLog(offset).lines;
    const upstreamErrors = cluster.nginx.readErrorLog(errorsFrom).lines;
    await killed.start();

    const reads = outcomes.filter((outcome) => outcome.kind === 'read');
    const orders = outcomes.filter((outcome) => outcome.kind === 'order');
    expect(tally(reads)).toEqual({ 200: reads.length });
    expect(tally(orders)).toEqual({ 201: orders.length });
    // Exactly one order per key the shoppers used, the one each was answered with.
    const rows = await ordersOf(products.map((product) => product.id));
    const byKey = new Map(rows.map((row) => [row.key, row.id]));
    expect(rows).toHaveLength(orders.length);
    expect(byKey.size).toBe(orders.length);
    for (const order of orders) expect(byKey.get(order.what)).toBe(order.orderId);
    const stock = await stockAndOrders(products.map((product) => product.id));
    for (const row of stock) expect(1000 - row.stock).toBe(row.units);
    // The kill did hit traffic: nginx passed requests on from the dead process.
    const fromKilled = lines.filter((line) => line.includes(`upstream=127.0.0.1:${killed.port}, `));
    expect(fromKilled.length).toBeGreaterThan(0);
    measured.killMidBurst = {
      killedPort: killed.port,
      reads: tally(reads),
      orders: tally(orders),
      ordersRetriedByShopper: orders.filter((order) => order.attempts > 1).length,
      requestsNginxPassedOn: passedOn(lines),
      // Why nginx passed them on: reset (in flight when the process died), refused (after).
      nginxUpstreamErrors: upstreamFailures(upstreamErrors),
      ordersInDatabase: rows.length,
      duplicates: rows.length - byKey.size,
    };
  });

  it('fails no request during a rolling restart under load', async () => {
    // Enough (shopper, product) pairs for the whole restart: with create-order at ~15 ms, six
    // products (810 orders) ran out before the third process was back.
    const products = await Promise.all(
      ['د', 'ه', 'و', 'ز', 'ح', 'ط', 'ي', 'ك', 'ل', 'م', 'ن', 'س'].map((label) =>
        shop.addProduct(store.owner, `تحديث ${label}`),
      ),
    );
    const { offset } = cluster.nginx.readAccessLog();
    const load = startLoad({
      base: cluster.url,
      origin: cluster.url,
      readers: 4,
      buyers: 2,
      accounts: buyers,
      vendorId: store.vendorId,
      products,
      orderPauseMs: 40,
    });
    await sleep(1_000);
    const started = Date.now();
    const stops = await cluster.rollingRestart();
    const restartMs = Date.now() - started;
    await sleep(500);
    // Orders went on until the end: the buyers never ran out of (shopper, product) pairs.
    expect(load.ordersLeft()).toBeGreaterThan(0);
    const outcomes = await load.stop();
    const lines = cluster.nginx.readAccessLog(offset).lines;

    const reads = outcomes.filter((outcome) => outcome.kind === 'read');
    const orders = outcomes.filter((outcome) => outcome.kind === 'order');
    expect(tally(reads)).toEqual({ 200: reads.length });
    expect(tally(orders)).toEqual({ 201: orders.length });
    expect(orders.length).toBeGreaterThan(0);
    expect(await ordersOf(products.map((product) => product.id))).toHaveLength(orders.length);
    // Each process drained and exited by itself, well before the unit's stop timeout.
    for (const stop of stops) {
      expect(stop).toMatchObject({ code: 0, signal: null });
      expect(stop.ms).toBeLessThan(5_000);
    }
    measured.rollingRestart = {
      requests: outcomes.length,
      reads: tally(reads),
      orders: tally(orders),
      failed: outcomes.filter((o) => o.status === null || o.status >= 400).length,
      requestsNginxPassedOn: passedOn(lines),
      restartMs,
      stops,
    };
  }, 150_000);
});
