// @ts-check
/**
 * What the scenarios need of the marketplace, made through the API as people make it, in
 * production mode: accounts confirm their e-mail by the link in their mail (production without
 * SMTP keeps it in the mail_outbox table, read here as an operator could; the dev outbox does
 * not exist in production), an administrator (ADMIN_EMAILS) approves a store, its owner adds
 * products, shoppers place orders with an Idempotency-Key.
 */
import { randomUUID } from 'node:crypto';
import { call, callOk, cookieOf, waitFor } from './api.mjs';

export const PASSWORD = 'cluster-scenario-password-1';
const ADMIN_EMAIL = 'cluster-admin@souq.test';
const PHONE = '+963 944 210 587';

/**
 * What the suite adds to the cluster's settings: its administrator, nothing else. Every limit
 * keeps its production default; its 18 sign-ups from one address fit the 20 allowed per 15
 * minutes (each run has a database of its own, counters included).
 */
export const suiteSettings = { ADMIN_EMAILS: ADMIN_EMAIL };

/**
 * @typedef {{ id: string, price: number }} Product
 * @typedef {{ cookie: string, email: string }} Account
 */

/**
 * @param {import('../cluster.mjs').Cluster} cluster
 * @param {import('pg').Client} db a connection to the cluster's database
 */
export function marketplace(cluster, db) {
  const origin = cluster.url;
  const api = (
    /** @type {string} */ method,
    /** @type {string} */ path,
    options = {},
    expected = [200],
  ) => callOk(origin, origin, method, path, options, expected);

  async function signIn(/** @type {string} */ email, base = origin) {
    const answer = await call(base, origin, 'POST', '/api/auth/sign-in/email', {
      body: { email, password: PASSWORD },
    });
    if (answer.status !== 200) throw new Error(`sign-in ${email}: ${answer.status} ${answer.text}`);
    return cookieOf(answer.headers);
  }

  /** Registers, follows the confirmation link from the mail, signs in, completes the profile. */
  async function confirmedUser(/** @type {string} */ email, name = 'سارة الشامي') {
    await api('POST', '/api/auth/sign-up/email', {
      body: { name, email, phone: PHONE, password: PASSWORD },
    });
    const link = await waitFor(async () => {
      const { rows } = await db.query(
        'select links from mail_outbox where "to" = $1 order by created_at desc limit 1',
        [email],
      );
      return rows[0]?.links[0];
    });
    const confirm = new URL(link);
    const confirmed = await call(origin, origin, 'GET', confirm.pathname + confirm.search);
    if (confirmed.status >= 400) throw new Error(`confirm ${email}: ${confirmed.status}`);
    const cookie = await signIn(email);
    await api('POST', '/api/me/profile/complete', { cookie, body: { name, phone: PHONE } });
    return { cookie, email };
  }

  /** A store approved by the administrator, its owner signed in. */
  async function openStore(/** @type {Account} */ admin, /** @type {string} */ label) {
    const owner = await confirmedUser(`owner-${label}@souq.test`, `بائع ${label}`);
    const store = await api(
      'POST',
      '/api/seller/store',
      {
        cookie: owner.cookie,
        body: {
          vendor_name: `متجر العنقود ${label}`,
          description: 'متجر لاختبار العنقود',
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
      },
      [201],
    );
    await api('POST', `/api/admin/stores/${store.id}/approve`, { cookie: admin.cookie, body: {} });
    return { owner, vendorId: /** @type {string} */ (store.id) };
  }

  /** A pickup product paid by shamcash. @returns {Promise<Product>} */
  async function addProduct(
    /** @type {Account} */ owner,
    /** @type {string} */ name,
    stock = 1000,
  ) {
    const price = 1000;
    const product = await api(
      'POST',
      '/api/seller/products',
      {
        cookie: owner.cookie,
        body: {
          name,
          description: 'منتج لاختبار العنقود',
          category_id: null,
          sku: null,
          base_price: price,
          currency: 'SYP',
          stock_count: stock,
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
      },
      [201],
    );
    return { id: product.id, price };
  }

  return {
    origin,
    signIn,
    confirmedUser,
    openStore,
    addProduct,
    admin: () => confirmedUser(ADMIN_EMAIL, 'مدير العنقود'),
  };
}

/** One unit of `product` for pickup, paid by shamcash: create-order's body. */
export function orderBody(/** @type {string} */ vendorId, /** @type {Product} */ product) {
  return {
    vendor_id: vendorId,
    items: [{ product_id: product.id, variant_id: null, quantity: 1, unit_price: product.price }],
    payment_method: 'shamcash',
    payment_receipt: 'SC-CLUSTER',
    delivery_requested: false,
    currency: 'SYP',
    notes: null,
  };
}

/** Places an order at `base` (nginx or one process) with a new or given Idempotency-Key. */
export function placeOrder(
  /** @type {string} */ base,
  /** @type {string} */ origin,
  /** @type {Account} */ buyer,
  /** @type {ReturnType<typeof orderBody>} */ body,
  key = randomUUID(),
) {
  return call(base, origin, 'POST', '/functions/v1/create-order', {
    cookie: buyer.cookie,
    body,
    headers: { 'idempotency-key': key },
  });
}
