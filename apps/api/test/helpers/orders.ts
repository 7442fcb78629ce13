import { randomUUID } from 'node:crypto';
import type { OrderStatus } from '@souq/domain/orders';
import { paths } from '@souq/domain/paths';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { expect } from 'vitest';
import {
  orderItems,
  orderStatusHistory,
  orders,
  products,
  productVariants,
  user,
} from '../../src/db/schema';
import { unpaidOrderSweeper } from '../../src/modules/orders';
import { type TestApp, testApp } from './app';
import { type Browser, confirmedShopper } from './auth';
import { fixtures } from './fixtures';

export const ADMIN_EMAIL = 'admin@orders.test';

/** A shopper with a profile: what may place orders. */
async function shopperWithProfile(app: FastifyInstance, email: string, name: string) {
  const client = await confirmedShopper(app, email);
  const done = await client.post(paths.api.completeProfile(), { name, phone: '+963 944 000 111' });
  if (done.statusCode !== 200) throw new Error(`profile ${email}: ${done.body}`);
  return client;
}

/**
 * Every orders test file's start: the app (ADMIN_EMAILS = ADMIN_EMAIL) on a fresh database,
 * and its order world.
 */
export async function openOrderWorld(): Promise<{ t: TestApp; w: OrderWorld }> {
  const t = await testApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  return { t, w: await orderWorld(t) };
}

/**
 * Two shoppers, a store owner with a store (shamcash account only), another owner with
 * another store, and the admin (start the app with ADMIN_EMAILS=ADMIN_EMAIL).
 */
export async function orderWorld(t: TestApp) {
  const { db } = t.database;
  const f = fixtures(db);
  const [shopper, stranger, owner, otherOwner, admin] = await Promise.all([
    shopperWithProfile(t.app, 'buyer@orders.test', 'سارة الشامي'),
    shopperWithProfile(t.app, 'stranger@orders.test', 'رامي'),
    confirmedShopper(t.app, 'owner@orders.test'),
    confirmedShopper(t.app, 'other-owner@orders.test'),
    confirmedShopper(t.app, ADMIN_EMAIL),
  ]);
  const idOf = async (email: string) =>
    (await db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]!.id;
  const shopperId = await idOf('buyer@orders.test');
  const ownerId = await idOf('owner@orders.test');
  const otherOwnerId = await idOf('other-owner@orders.test');
  await db
    .update(user)
    .set({ role: 'vendor' })
    .where(sql`${user.id} in (${ownerId}, ${otherOwnerId})`);
  const vendor = await f.vendor({ ownerUserId: ownerId, shamcashAccount: '0933 123 456' });
  const otherVendor = await f.vendor({ ownerUserId: otherOwnerId, vendorName: 'متجر آخر' });
  return { f, shopper, stranger, owner, otherOwner, admin, shopperId, vendor, otherVendor };
}
export type OrderWorld = Awaited<ReturnType<typeof orderWorld>>;

/** A product of the world's store at 1500, paid by shamcash, with a picture; override any. */
export function walletProduct(w: OrderWorld, values: Partial<typeof products.$inferInsert> = {}) {
  return w.f.product(
    w.vendor.id,
    { basePrice: '1500.00', paymentShamcash: true, ...values },
    { images: [{ imageUrl: '/media/p/1.webp', sortOrder: 0 }] },
  );
}

/** A wallet product sold in sizes S and L with these stocks, and its variants' ids by size. */
export async function productInSizes(t: TestApp, w: OrderWorld, stock: { S: number; L: number }) {
  const product = await w.f.product(
    w.vendor.id,
    { paymentShamcash: true },
    { variants: (['S', 'L'] as const).map((size) => ({ size, stockCount: stock[size] })) },
  );
  const variants = await t.database.db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, product.id));
  const idOf = (size: 'S' | 'L') => variants.find((variant) => variant.size === size)!.id;
  return { product, S: idOf('S'), L: idOf('L') };
}

interface Line {
  product_id: string;
  variant_id?: string | null;
  quantity: number;
  unit_price: number;
}

/** A pickup order paid by shamcash with a receipt; override anything. */
export function orderBody(
  vendorId: string,
  items: Line[],
  overrides: Record<string, unknown> = {},
) {
  return {
    vendor_id: vendorId,
    items: items.map((item) => ({
      product_snapshot: { name: 'ما رآه المتسوق', price: item.unit_price },
      ...item,
    })),
    payment_method: 'shamcash',
    payment_receipt: 'SC-2024-0001',
    customer_contact_info: { name: 'سارة الشامي', phone: '+963 944 000 111', email: null },
    delivery_requested: false,
    currency: 'SYP',
    notes: null,
    ...overrides,
  };
}

export const delivery = {
  street: 'شارع بغداد',
  city: 'دمشق',
  country: 'Syria',
  latitude: 33.5138,
  longitude: 36.2765,
  formatted_address: 'دمشق، شارع بغداد',
  delivery_notes: 'الطابق الثاني',
};

export function placeOrder(client: Browser, body: object, key: string | null = randomUUID()) {
  return client.request({
    method: 'POST',
    url: paths.api.createOrder(),
    payload: body,
    headers: key === null ? {} : { 'idempotency-key': key },
  });
}

export function moveOrder(client: Browser, orderId: string, body: object) {
  return client.request({
    method: 'PATCH',
    url: paths.api.updateOrderStatus(orderId),
    payload: body,
  });
}

/** What a refused request must not have changed: orders, items, history and stock. */
export async function snapshot(t: TestApp) {
  const { db } = t.database;
  const count = async (table: typeof orders | typeof orderItems | typeof orderStatusHistory) =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  return {
    orders: await count(orders),
    items: await count(orderItems),
    history: await count(orderStatusHistory),
    productStock: await db
      .select({ id: products.id, stock: products.stockCount })
      .from(products)
      .orderBy(products.id),
    variantStock: await db
      .select({ id: productVariants.id, stock: productVariants.stockCount })
      .from(productVariants)
      .orderBy(productVariants.id),
  };
}

/**
 * Sends `body` to create-order as the world's shopper and checks the refusal: its status and
 * code, and that orders, items, history and stock are exactly as before. The error, for more.
 */
export async function expectRefused(
  t: TestApp,
  w: OrderWorld,
  body: object,
  status: number,
  code: string,
): Promise<{ code: string; message: string; details?: unknown }> {
  const before = await snapshot(t);
  const res = await placeOrder(w.shopper, body);
  expect(res.statusCode, res.body).toBe(status);
  const { error } = res.json();
  expect(error.code).toBe(code);
  expect(await snapshot(t)).toEqual(before);
  return error;
}

export async function stockOf(t: TestApp, productId: string): Promise<number> {
  const { db } = t.database;
  return (await db.select().from(products).where(eq(products.id, productId)))[0]!.stockCount;
}

export async function variantStockOf(t: TestApp, variantId: string): Promise<number> {
  const { db } = t.database;
  const [row] = await db.select().from(productVariants).where(eq(productVariants.id, variantId));
  return row!.stockCount;
}

/** Puts an order straight into a status (a test's starting point, not a move under test). */
export async function setStatus(t: TestApp, orderId: string, status: OrderStatus) {
  await t.database.db.update(orders).set({ status }).where(eq(orders.id, orderId));
}

/**
 * The lapse sweeper the orders module runs every minute, on the test's database and mailing
 * through the app's own queue: tests call sweep(now) instead of waiting.
 */
export function sweeper(t: TestApp, publish?: Parameters<typeof unpaidOrderSweeper>[1]) {
  return unpaidOrderSweeper(
    {
      database: t.database,
      mail: t.mail,
      publicUrl: 'http://localhost:3000',
      log: pino({ level: 'silent' }),
    },
    publish,
  );
}
