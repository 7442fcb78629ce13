import { randomBytes } from 'node:crypto';
import { get, type IncomingMessage } from 'node:http';
import { paths } from '@souq/domain/paths';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user, vendorProfiles } from '../src/db/schema';
import { validatorCompiler } from '../src/http/validator';
import type { Viewers } from '../src/modules/auth';
import { createOrderEvents } from '../src/modules/order-events';
import { orderEventRoutes } from '../src/modules/order-events/routes';
import { orderEventStreams } from '../src/modules/order-events/streams';
import { type TestApp, testApp } from './helpers/app';
import type { Browser } from './helpers/auth';
import {
  ADMIN_EMAIL,
  delivery,
  moveOrder,
  type OrderWorld,
  orderBody,
  orderWorld,
  placeOrder,
} from './helpers/orders';

const STREAM = paths.api.seller.ordersStream();
/** One secret for both apps of a test: a session signed by one is good on the other. */
const env = { ADMIN_EMAILS: ADMIN_EMAIL, AUTH_SECRET: randomBytes(48).toString('base64') };

interface Frame {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
}

/**
 * An order stream read as a browser's EventSource would, over a real socket of its own (inject
 * waits for the answer to end, which a stream never does; no keep-alive pool, so closing it
 * closes its connection): frames are collected as they come.
 */
async function openStream(base: string, client: Browser, headers: Record<string, string> = {}) {
  const cookie = [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const frames: Frame[] = [];
  let buffered = '';
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = get(new URL(STREAM, base), {
      agent: false,
      headers: { cookie, accept: 'text/event-stream', ...headers },
    });
    req.on('response', resolve).on('error', reject);
  });
  const ended = new Promise<void>((resolve) => res.socket.once('close', () => resolve()));
  res.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk;
    let end = buffered.indexOf('\n\n');
    while (end >= 0) {
      const frame: Frame = {};
      for (const line of buffered.slice(0, end).split('\n')) {
        const colon = line.indexOf(':');
        if (colon <= 0) continue; // a comment (": ping") or nothing
        frame[line.slice(0, colon) as keyof Frame] = line.slice(colon + 1).trimStart();
      }
      if (Object.keys(frame).length > 0) frames.push(frame);
      buffered = buffered.slice(end + 2);
      end = buffered.indexOf('\n\n');
    }
  });
  res.on('error', () => {}); // destroyed by close()
  /** Waits (bounded) for a frame that matches. */
  async function next(match: (frame: Frame) => boolean): Promise<Frame> {
    for (let attempt = 0; attempt < 250; attempt++) {
      const found = frames.find(match);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no such frame; got ${JSON.stringify(frames)}`);
  }
  const orders = () =>
    frames
      .filter((frame) => frame.event === 'order')
      .map((frame) => JSON.parse(frame.data ?? '{}') as { order_id: string; kind: string });
  const close = async () => {
    res.destroy();
    await ended;
  };
  return { status: res.statusCode, headers: res.headers, frames, next, orders, close };
}
type Stream = Awaited<ReturnType<typeof openStream>>;

const isOrder =
  (orderId: string, kind = 'placed') =>
  (frame: Frame) =>
    frame.event === 'order' && frame.data?.includes(orderId) === true && frame.data.includes(kind);

async function listening(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

/** Opens a stream and waits until it is subscribed (its `ready` frame). */
async function readyStream(base: string, client: Browser, headers: Record<string, string> = {}) {
  const stream = await openStream(base, client, headers);
  expect(stream.status).toBe(200);
  await stream.next((frame) => frame.event === 'ready');
  return stream;
}

/**
 * The store's live order events (GET /api/seller/orders/stream, modules/order-events): a
 * shopper's new order and each status move reach the store's open stream, and only that
 * store's; streams end cleanly and are bounded; another API process's orders arrive too
 * (PostgreSQL NOTIFY/LISTEN, or PGlite's).
 */
describe('order events stream', () => {
  let t: TestApp;
  let w: OrderWorld;
  let base: string;
  const open: Stream[] = [];

  beforeAll(async () => {
    t = await testApp({ env });
    w = await orderWorld(t);
    await t.database.db
      .update(vendorProfiles)
      .set({ shamcashAccount: '0944 555 111' })
      .where(eq(vendorProfiles.id, w.otherVendor.id));
    base = await listening(t);
  });
  afterAll(async () => {
    await Promise.all(open.map((stream) => stream.close()));
    await t.close();
  });

  async function stream(client: Browser, headers: Record<string, string> = {}) {
    const s = await readyStream(base, client, headers);
    open.push(s);
    return s;
  }

  async function placedAt(vendorId: string): Promise<string> {
    const product = await w.f.product(vendorId, { paymentShamcash: true, stockCount: 10 });
    const line = { product_id: product.id, quantity: 1, unit_price: 1000 };
    const res = await placeOrder(w.shopper, orderBody(vendorId, [line]));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  }

  it('refuses a guest (401), a user without a store (404) and a store not active (403)', async () => {
    const guest = await t.app.inject({ method: 'GET', url: STREAM });
    expect(guest.statusCode).toBe(401);
    expect(guest.headers['content-type']).toContain('application/json');
    expect((await w.stranger.get(STREAM)).json().error.code).toBe('STORE_NOT_FOUND');

    const setStatus = (status: string) =>
      t.database.db
        .update(vendorProfiles)
        .set({ status, isActive: status === 'active' })
        .where(eq(vendorProfiles.id, w.otherVendor.id));
    await setStatus('suspended');
    try {
      expect((await w.otherOwner.get(STREAM)).statusCode).toBe(403);
    } finally {
      await setStatus('active');
    }
  });

  it('is an uncompressed event stream with the security headers and a retry hint', async () => {
    const s = await stream(w.owner, { 'accept-encoding': 'br, gzip' });
    expect(s.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(s.headers['content-encoding']).toBeUndefined();
    expect(s.headers['cache-control']).toBe('no-store');
    expect(s.headers['x-content-type-options']).toBe('nosniff');
    const ready = s.frames.find((frame) => frame.event === 'ready')!;
    expect(ready.retry).toMatch(/^\d+$/);
    expect(JSON.parse(ready.data!)).toEqual({ vendor_id: w.vendor.id });
    await s.close();
  });

  it("brings a shopper's order and its status moves to its store's stream, not another's", async () => {
    const mine = await stream(w.owner);
    const theirs = await stream(w.otherOwner);

    const orderId = await placedAt(w.vendor.id);
    await mine.next(isOrder(orderId));
    const moved = await moveOrder(w.owner, orderId, {
      status: 'confirmed',
      vendor_id: w.vendor.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await mine.next(isOrder(orderId, 'status'));

    // The other store's own order arrives on its stream: by then X's would have, had it leaked.
    const otherId = await placedAt(w.otherVendor.id);
    await theirs.next(isOrder(otherId));
    expect(theirs.orders().map((event) => event.order_id)).toEqual([otherId]);
    expect(mine.orders().map((event) => event.order_id)).not.toContain(otherId);
    expect(mine.orders()).toEqual([
      expect.objectContaining({ order_id: orderId, kind: 'placed' }),
      expect.objectContaining({ order_id: orderId, kind: 'status' }),
    ]);
    await Promise.all([mine.close(), theirs.close()]);
  });

  it('brings a delivery fee the store set to its stream, like any other change', async () => {
    const product = await w.f.product(w.vendor.id, { paymentShamcash: true, stockCount: 10 });
    const line = { product_id: product.id, quantity: 1, unit_price: 1000 };
    const placed = await placeOrder(
      w.shopper,
      orderBody(w.vendor.id, [line], { delivery_requested: true, delivery_address: delivery }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().id as string;
    const mine = await stream(w.owner);
    const set = await w.owner.post(paths.api.seller.orderPart(orderId, 'delivery-fee'), {
      delivery_fee: 2500,
      reason: 'الطريق مغلق، نوصل من طريق أطول',
    });
    expect(set.statusCode, set.body).toBe(200);
    await mine.next(isOrder(orderId, 'fee'));
    await mine.close();
  });

  it('replays what a reconnecting stream missed (Last-Event-ID), or asks it to resync', async () => {
    const first = await stream(w.owner);
    const seen = await placedAt(w.vendor.id);
    const lastId = (await first.next(isOrder(seen))).id!;
    await first.close();

    const missed = await placedAt(w.vendor.id);
    const again = await stream(w.owner, { 'last-event-id': lastId });
    await again.next(isOrder(missed));
    expect(again.orders().map((event) => event.order_id)).toEqual([missed]);
    await again.close();

    const unknown = await stream(w.owner, { 'last-event-id': 'elsewhere.12' });
    await unknown.next((frame) => frame.event === 'resync');
    await unknown.close();
  });

  it("caps a user's open streams (429) and gives each place back when its client leaves", async () => {
    const tabs = await Promise.all(Array.from({ length: 5 }, () => stream(w.owner)));
    const sixth = await openStream(base, w.owner);
    expect(sixth.status).toBe(429);
    await sixth.close();
    await Promise.all(tabs.map((tab) => tab.close()));

    // Every closed stream unsubscribed and released its place: five open again.
    let reopened: Stream[] = [];
    for (let attempt = 0; attempt < 100; attempt++) {
      reopened = await Promise.all(Array.from({ length: 5 }, () => openStream(base, w.owner)));
      if (reopened.every((s) => s.status === 200)) break;
      await Promise.all(reopened.map((s) => s.close()));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(reopened.map((s) => s.status)).toEqual([200, 200, 200, 200, 200]);
    await Promise.all(reopened.map((s) => s.close()));
  });

  it('hears an order placed through another API process on the same database', async () => {
    const other = await testApp({ database: t.database, env });
    try {
      const otherBase = await listening(other);
      const s = await readyStream(otherBase, w.owner);
      const orderId = await placedAt(w.vendor.id); // placed through the first app
      await s.next(isOrder(orderId));
      await s.close();
    } finally {
      await other.close();
    }
  });

  it('lets the server close while streams are open', async () => {
    const other = await testApp({ database: t.database, env });
    const otherBase = await listening(other);
    const s = await readyStream(otherBase, w.owner);
    await other.close();
    await s.close();
  });

  it('unsubscribes every stream whose client leaves: no subscriber is left behind', async () => {
    // The module's parts on a bare server, to count the hub's subscribers.
    const [owner] = await t.database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, 'owner@orders.test'));
    const hub = createOrderEvents(t.database, pino({ level: 'silent' }));
    await hub.start();
    const bare = Fastify().setValidatorCompiler(validatorCompiler);
    bare.setSerializerCompiler(serializerCompiler);
    const viewers = { require: async () => ({ userId: owner!.id }) } as unknown as Viewers;
    await bare.register(orderEventRoutes, {
      viewers,
      streams: orderEventStreams(t.database.db, hub),
    });
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const address = bare.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const bareBase = `http://127.0.0.1:${address.port}`;
    try {
      const streams = await Promise.all([1, 2, 3].map(() => readyStream(bareBase, w.owner)));
      expect(hub.counts()).toEqual({ subscribers: 3, stores: 1, reserved: 3 });
      hub.publish({ vendorId: w.vendor.id, orderId: 'published-directly', kind: 'payment' });
      await Promise.all(streams.map((s) => s.next(isOrder('published-directly', 'payment'))));

      await Promise.all(streams.map((s) => s.close()));
      for (let attempt = 0; attempt < 100 && hub.counts().reserved > 0; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(hub.counts()).toEqual({ subscribers: 0, stores: 0, reserved: 0 });
    } finally {
      await bare.close();
      await hub.stop();
    }
  });
});
