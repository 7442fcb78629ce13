import { randomUUID } from 'node:crypto';
import { paths } from '@souq/domain/paths';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  orderItems,
  orderStatusHistory,
  orders,
  products,
  productVariants,
  user,
} from '../../src/db/schema';
import type { TestApp } from './app';
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

export async function stockOf(t: TestApp, productId: string): Promise<number> {
  const { db } = t.database;
  return (await db.select().from(products).where(eq(products.id, productId)))[0]!.stockCount;
}

export async function variantStockOf(t: TestApp, variantId: string): Promise<number> {
  const { db } = t.database;
  const [row] = await db.select().from(productVariants).where(eq(productVariants.id, variantId));
  return row!.stockCount;
}
