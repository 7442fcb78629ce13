// @ts-check
/**
 * Shoppers' traffic through nginx while a process dies or restarts: reader loops (the product
 * list, a signed-in shopper's /api/me, the store) and buyer loops placing orders, each sending
 * its next request when the previous one is answered, until stop(). Every request's outcome is
 * kept: its status, or the network error the client saw. Nothing is retried here, except an
 * order when `retryOrders` is set: again with the same Idempotency-Key, as the web app's
 * checkout does after a failed attempt.
 */
import { randomUUID } from 'node:crypto';
import { call } from './api.mjs';
import { orderBody, placeOrder } from './marketplace.mjs';

/** Below create-order's cap of 10 unpaid units of one product per customer. */
const ORDERS_PER_BUYER_AND_PRODUCT = 9;

/**
 * @typedef {object} Outcome
 * @property {'read' | 'order'} kind
 * @property {string} what the path, or the order's key
 * @property {number | null} status null when the request failed before any answer
 * @property {string} [error]
 * @property {number} attempts
 * @property {string} [orderId]
 */

/**
 * @param {object} options
 * @param {string} options.base nginx
 * @param {string} options.origin
 * @param {number} options.readers
 * @param {number} options.buyers loops placing orders
 * @param {import('./marketplace.mjs').Account[]} options.accounts shoppers
 * @param {string} options.vendorId
 * @param {import('./marketplace.mjs').Product[]} options.products of that store
 * @param {boolean} [options.retryOrders]
 * @param {number} [options.orderPauseMs] a buyer's pause between two orders
 */
export function startLoad(options) {
  const { base, origin, accounts, vendorId, products } = options;
  const reads = [
    `/functions/v1/export-products?vendor_id=${vendorId}&limit=10`,
    '/api/me',
    `/functions/v1/export-vendors?vendor_id=${vendorId}`,
  ];
  // Each (shopper, product) pair takes a few orders at most; when all are used, buyers stop.
  /** @type {{ account: import('./marketplace.mjs').Account, product: import('./marketplace.mjs').Product }[]} */
  const slots = [];
  for (let round = 0; round < ORDERS_PER_BUYER_AND_PRODUCT; round++) {
    for (const account of accounts)
      for (const product of products) slots.push({ account, product });
  }
  /** @type {Outcome[]} */
  const outcomes = [];
  let running = true;

  async function attempt(/** @type {() => Promise<import('./api.mjs').Answer>} */ send) {
    try {
      const answer = await send();
      return { status: answer.status, json: answer.json, error: undefined };
    } catch (error) {
      const cause = error instanceof Error ? (error.cause ?? error) : error;
      return { status: null, json: null, error: String(cause) };
    }
  }

  async function reader(/** @type {number} */ index) {
    for (let n = index; running; n++) {
      const path = reads[n % reads.length] ?? '/api/health';
      const account = accounts[n % accounts.length];
      const cookie = path === '/api/me' ? account?.cookie : null;
      const result = await attempt(() => call(base, origin, 'GET', path, { cookie }));
      outcomes.push({
        kind: 'read',
        what: path,
        status: result.status,
        error: result.error,
        attempts: 1,
      });
    }
  }

  async function buyer() {
    while (running) {
      if (options.orderPauseMs)
        await new Promise((resolve) => setTimeout(resolve, options.orderPauseMs));
      const slot = slots.shift();
      if (!slot) return;
      const key = randomUUID();
      const body = orderBody(vendorId, slot.product);
      let result;
      let attempts = 0;
      do {
        if (attempts > 0) await new Promise((resolve) => setTimeout(resolve, 200));
        attempts += 1;
        result = await attempt(() => placeOrder(base, origin, slot.account, body, key));
      } while (
        options.retryOrders &&
        attempts < 10 &&
        (result.status === null || result.status >= 500)
      );
      outcomes.push({
        kind: 'order',
        what: key,
        status: result.status,
        error: result.error,
        attempts,
        orderId: result.json?.id,
      });
    }
  }

  const loops = [
    ...Array.from({ length: options.readers }, (_, index) => reader(index)),
    ...Array.from({ length: options.buyers }, () => buyer()),
  ];
  return {
    outcomes,
    /** Orders the buyers may still place (0: they ran out and stopped). */
    ordersLeft: () => slots.length,
    /** Ends every loop after its request in flight; the outcomes. */
    async stop() {
      running = false;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

/** { 200: 812, 'error(...)': 1 } from outcomes: each status (or error) and how many. */
export function tally(/** @type {Outcome[]} */ outcomes) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const outcome of outcomes) {
    const key = outcome.status === null ? `error(${outcome.error})` : String(outcome.status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return Object.fromEntries([...counts].sort());
}

/**
 * Requests nginx passed on from one process to another (its access log: more than one
 * upstream), by method and the upstream statuses, e.g. { 'GET 502, 200': 3 }.
 */
export function passedOn(/** @type {string[]} */ accessLogLines) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const line of accessLogLines) {
    if (!/upstream=\S+, /.test(line)) continue;
    const method = /"(\w+) /.exec(line)?.[1] ?? '?';
    const statuses = /upstream_status=(.*?) upstream_rt=/.exec(line)?.[1] ?? '?';
    const key = `${method} ${statuses}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/**
 * nginx's reasons in its error log, counted: "Connection reset by peer" (a request in flight
 * on a process that died), "Connection refused" (a process that was not there), ...
 */
export function upstreamFailures(/** @type {string[]} */ errorLogLines) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const line of errorLogLines) {
    // "... (104: Connection reset by peer) while ..." or "... *12 upstream prematurely closed ..."
    const reason = /\(\d+: ([^)]+)\)/.exec(line)?.[1] ?? /\*\d+ ([^,]+)/.exec(line)?.[1];
    if (reason) counts[reason] = (counts[reason] ?? 0) + 1;
  }
  return counts;
}
