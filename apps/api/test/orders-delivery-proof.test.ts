import { ordersText } from '@souq/domain/locales/ar/orders';
import { paths } from '@souq/domain/paths';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/app';
import type { Browser } from './helpers/auth';
import {
  moveOrder,
  type OrderWorld,
  openOrderWorld,
  orderBody,
  placeOrder,
  setStatus,
} from './helpers/orders';

const image = (format: 'png' | 'jpeg' | 'webp', width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 90 } } })
    .toFormat(format)
    .toBuffer();

/** POST /api/seller/orders/{id}/delivery-proof: who may, what is accepted, what is stored. */
describe('delivery proof', () => {
  let t: TestApp;
  let w: OrderWorld;
  let orderId: string;
  beforeAll(async () => {
    ({ t, w } = await openOrderWorld());
    const p = await w.f.product(w.vendor.id, { paymentShamcash: true, stockCount: 5 });
    const placed = await placeOrder(
      w.shopper,
      orderBody(w.vendor.id, [{ product_id: p.id, quantity: 1, unit_price: 1000 }]),
    );
    orderId = placed.json().id;
    // A pickup order at the counter: the hand-over the photo records.
    for (const status of ['confirmed', 'preparing', 'ready_for_pickup']) {
      expect((await moveOrder(w.owner, orderId, { status })).statusCode).toBe(200);
    }
  });
  afterAll(() => t.close());

  const upload = (who: Browser | null, bytes: Buffer, type = 'image/png', id = orderId) => {
    const request = {
      method: 'POST' as const,
      url: paths.api.deliveryProof(id),
      payload: bytes,
      headers: { 'content-type': type },
    };
    return who ? who.request(request) : t.app.inject(request);
  };
  const proofOf = async () =>
    (await w.shopper.get(paths.api.customerOrders(w.shopperId))).json().orders[0]
      .delivery_proof_url as string | null;

  it('stores a WebP of at most 1600 px for the store owner and shows it to the customer', async () => {
    const res = await upload(w.owner, await image('png', 3200, 1200));
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().delivery_proof_url as string;
    expect(url).toMatch(new RegExp(`^/media/orders/${orderId}/proof-[0-9a-f]{24}\\.webp$`));
    expect(await proofOf()).toBe(url);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 600]);
  });

  it('lets the admin replace it, deleting the previous file', async () => {
    const before = (await proofOf())!;
    const res = await upload(w.admin, await image('jpeg'), 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().delivery_proof_url).not.toBe(before);
    expect((await t.app.inject({ method: 'GET', url: before })).statusCode).toBe(404);
  });

  it('judges the bytes, not the header: a WebP sent as image/png is taken, text is 415', async () => {
    expect((await upload(w.owner, await image('webp'), 'image/png')).statusCode).toBe(200);
    const before = await proofOf();
    const fake = await upload(w.owner, Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png');
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const gif = await upload(w.owner, await image('png').then((b) => sharp(b).gif().toBuffer()));
    expect(gif.statusCode).toBe(415);
    expect(await proofOf()).toBe(before);
  });

  it('refuses other content types (415), an empty body (400) and more than 5 MB (413)', async () => {
    const json = await upload(w.owner, Buffer.from('{"a":1}'), 'application/json');
    expect(json.statusCode).toBe(415);
    expect((await upload(w.owner, Buffer.alloc(0))).statusCode).toBe(400);
    const big = await upload(w.owner, Buffer.alloc(5 * 1024 * 1024 + 1, 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses guests (401), the customer and other stores (403), unknown orders (404)', async () => {
    const png = await image('png');
    const before = await proofOf();
    expect((await upload(null, png)).statusCode).toBe(401);
    expect((await upload(w.shopper, png)).statusCode).toBe(403);
    expect((await upload(w.stranger, png)).statusCode).toBe(403);
    expect((await upload(w.otherOwner, png)).statusCode).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await upload(w.owner, png, 'image/png', unknown)).statusCode).toBe(404);
    expect((await upload(w.owner, png, 'image/png', 'not-an-id')).statusCode).toBe(404);
    expect(await proofOf()).toBe(before);
  });

  it('takes a proof only where goods are handed over, refusing others before the body is read', async () => {
    const p = await w.f.product(w.vendor.id, { paymentShamcash: true, stockCount: 5 });
    const placed = await placeOrder(
      w.shopper,
      orderBody(w.vendor.id, [{ product_id: p.id, quantity: 1, unit_price: 1000 }]),
    );
    const id = placed.json().id as string;
    const png = await image('png');
    const tooBig = Buffer.alloc(5 * 1024 * 1024 + 1, 1);
    for (const status of ['pending', 'confirmed', 'preparing', 'cancelled', 'refunded'] as const) {
      await setStatus(t, id, status);
      const res = await upload(w.owner, png, 'image/png', id);
      expect(res.statusCode, status).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'DELIVERY_PROOF_NOT_ALLOWED',
        message: ordersText.deliveryProofNotAllowed,
        details: { status, allowed: ['ready_for_pickup', 'out_for_delivery', 'delivered'] },
      });
      // Refused on the request line: a 5 MB body is never read (413 would mean it was).
      expect((await upload(w.admin, tooBig, 'image/png', id)).statusCode).toBe(409);
    }
    const mine = (await w.shopper.get(paths.api.customerOrders(w.shopperId))).json().orders;
    expect(mine.find((o: { id: string }) => o.id === id).delivery_proof_url).toBeNull();

    for (const status of ['out_for_delivery', 'delivered'] as const) {
      await setStatus(t, id, status);
      expect((await upload(w.owner, png, 'image/png', id)).statusCode, status).toBe(200);
    }
  });

  it('is documented in OpenAPI with its image content types', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const post = docs.paths['/api/seller/orders/{orderId}/delivery-proof'].post;
    expect(Object.keys(post.requestBody.content)).toEqual([
      'image/jpeg',
      'image/png',
      'image/webp',
    ]);
    expect(Object.keys(post.responses)).toEqual(
      expect.arrayContaining(['200', '401', '403', '404', '409', '413', '415']),
    );
  });
});
