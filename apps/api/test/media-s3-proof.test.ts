import { paths } from '@souq/domain/paths';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from './helpers/app';
import {
  ADMIN_EMAIL,
  moveOrder,
  type OrderWorld,
  orderBody,
  orderWorld,
  placeOrder,
} from './helpers/orders';
import { startS3, type TestS3 } from './helpers/s3-server';

/** The one upload the API takes today, end to end on S3: stored, served, replaced, deleted. */
describe('an uploaded delivery proof with media on S3', () => {
  let s3: TestS3;
  let t: TestApp;
  let w: OrderWorld;
  let orderId: string;
  const upload = async (who: OrderWorld['owner'], color: string) => {
    const png = await sharp({
      create: { width: 640, height: 480, channels: 3, background: color },
    })
      .png()
      .toBuffer();
    return who.request({
      method: 'POST',
      url: paths.api.deliveryProof(orderId),
      payload: png,
      headers: { 'content-type': 'image/png' },
    });
  };

  beforeAll(async () => {
    s3 = await startS3();
    t = await testApp({ env: { ...s3.env, ADMIN_EMAILS: ADMIN_EMAIL }, storageFromConfig: true });
    w = await orderWorld(t);
    const p = await w.f.product(w.vendor.id, { paymentShamcash: true, stockCount: 5 });
    const placed = await placeOrder(
      w.shopper,
      orderBody(w.vendor.id, [{ product_id: p.id, quantity: 1, unit_price: 1000 }]),
    );
    orderId = placed.json().id;
    for (const status of ['confirmed', 'preparing', 'ready_for_pickup']) {
      expect((await moveOrder(w.owner, orderId, { status })).statusCode).toBe(200);
    }
  });

  it('goes to the bucket and is served from it, whole and as a preset', async () => {
    const res = await upload(w.owner, '#164');
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().delivery_proof_url as string;
    const key = url.slice('/media/'.length);
    const object = await s3.head(key);
    expect(object?.ContentType).toBe('image/webp');

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers.etag).toBe(object?.ETag);
    expect(Number(served.headers['content-length'])).toBe(object?.ContentLength);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(640);

    const thumbnail = await t.app.inject({ method: 'GET', url: `${url}?preset=thumbnail` });
    expect(thumbnail.statusCode).toBe(200);
    const meta = await sharp(thumbnail.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 300, 200]);
    expect(await s3.head(`derived/thumbnail/${key}.webp`)).not.toBeNull();
  });

  it('is deleted from the bucket when a new proof replaces it', async () => {
    const before = (await upload(w.owner, '#a31')).json().delivery_proof_url as string;
    const after = (await upload(w.admin, '#31a')).json().delivery_proof_url as string;
    expect(after).not.toBe(before);
    expect(await s3.head(before.slice('/media/'.length))).toBeNull();
    expect(await s3.head(after.slice('/media/'.length))).not.toBeNull();
    expect((await t.app.inject({ method: 'GET', url: before })).statusCode).toBe(404);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });
});
