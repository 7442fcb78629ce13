import { paths } from '@souq/domain/paths';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImages, products, productVariants, productVideos } from '../src/db/schema';
import type { TestApp } from './helpers/app';
import type { Browser } from './helpers/auth';
import { type OrderWorld, openOrderWorld } from './helpers/orders';
import { shirt } from './helpers/seller-products';
import { demoReel, png } from './helpers/upload-files';

type Who = 'anonymous' | 'noStore' | 'vendorX' | 'vendorY' | 'admin';
const everyone: Who[] = ['anonymous', 'noStore', 'vendorX', 'vendorY', 'admin'];
const seller = paths.api.seller;

/**
 * Every seller product endpoint against every kind of caller. The target is a draft of vendor
 * X with a variant, a photo and a video. Vendor Y, a user without a store and the
 * administrator (who owns no store) get exactly what an unknown id gets: 404, never 403 that
 * would confirm the id exists. Every refusal is checked to have changed nothing.
 */
describe('seller products authorization matrix', () => {
  let t: TestApp;
  let w: OrderWorld;
  let clients: Record<Exclude<Who, 'anonymous'>, Browser>;
  let image: Buffer;

  beforeAll(async () => {
    ({ t, w } = await openOrderWorld());
    clients = { noStore: w.stranger, vendorX: w.owner, vendorY: w.otherOwner, admin: w.admin };
    image = await png();
  });
  afterAll(() => t.close());

  /** A fresh draft of vendor X with one variant, one photo and one video. */
  async function target() {
    const created = await w.owner.post(
      seller.products(),
      shirt({
        status: 'draft',
        variants: [{ size: 'S', color: null, price_adjustment: 0, stock_count: 3 }],
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const photo = await upload(w.owner, seller.productPart(id, 'images'), image, 'image/png');
    const video = await upload(w.owner, seller.productPart(id, 'videos'), demoReel(), 'video/mp4');
    expect([photo.statusCode, video.statusCode]).toEqual([201, 201]);
    return { id, imageId: photo.json().id as string, videoId: video.json().id as string };
  }
  type Target = Awaited<ReturnType<typeof target>>;

  const upload = (client: Browser, url: string, body: Buffer, type: string) =>
    client.request({ method: 'POST', url, payload: body, headers: { 'content-type': type } });
  const call = (who: Who, options: Parameters<Browser['request']>[0]) =>
    who === 'anonymous' ? t.app.inject(options) : clients[who].request(options);

  /** Everything about the product a refused call must leave as it was. */
  async function state(id: string) {
    const { db } = t.database;
    return {
      product: await db.select().from(products).where(eq(products.id, id)),
      variants: await db.select().from(productVariants).where(eq(productVariants.productId, id)),
      images: await db
        .select()
        .from(productImages)
        .where(eq(productImages.productId, id))
        .orderBy(asc(productImages.sortOrder)),
      videos: await db.select().from(productVideos).where(eq(productVideos.productId, id)),
    };
  }

  const ok = (status: number) => ({
    anonymous: 401,
    noStore: 404,
    vendorX: status,
    vendorY: 404,
    admin: 404,
  });

  const cases: [
    string,
    Record<Who, number>,
    (who: Who, x: Target) => Promise<{ statusCode: number }>,
  ][] = [
    ['read a draft', ok(200), (who, x) => call(who, { method: 'GET', url: seller.product(x.id) })],
    [
      'replace it',
      ok(200),
      (who, x) =>
        call(who, { method: 'PUT', url: seller.product(x.id), payload: shirt({ name: 'مسروق' }) }),
    ],
    [
      'edit its price inline',
      ok(200),
      (who, x) =>
        call(who, { method: 'PATCH', url: seller.product(x.id), payload: { base_price: 1 } }),
    ],
    [
      'archive it',
      ok(200),
      (who, x) => call(who, { method: 'POST', url: seller.productPart(x.id, 'archive') }),
    ],
    [
      'restore it',
      ok(200),
      (who, x) => call(who, { method: 'POST', url: seller.productPart(x.id, 'restore') }),
    ],
    ['delete it', ok(204), (who, x) => call(who, { method: 'DELETE', url: seller.product(x.id) })],
    [
      'upload a photo to it',
      ok(201),
      (who, x) =>
        call(who, {
          method: 'POST',
          url: seller.productPart(x.id, 'images'),
          payload: image,
          headers: { 'content-type': 'image/png' },
        }),
    ],
    [
      'delete its photo',
      ok(204),
      (who, x) => call(who, { method: 'DELETE', url: seller.productImage(x.id, x.imageId) }),
    ],
    [
      'reorder its photos',
      ok(200),
      (who, x) =>
        call(who, {
          method: 'PUT',
          url: seller.productPart(x.id, 'images/order'),
          payload: { ids: [x.imageId] },
        }),
    ],
    [
      'upload a video to it',
      ok(201),
      (who, x) =>
        call(who, {
          method: 'POST',
          url: seller.productPart(x.id, 'videos'),
          payload: demoReel(),
          headers: { 'content-type': 'video/mp4' },
        }),
    ],
    [
      'set its video poster',
      ok(200),
      (who, x) =>
        call(who, {
          method: 'POST',
          url: seller.productVideoPoster(x.id, x.videoId),
          payload: image,
          headers: { 'content-type': 'image/png' },
        }),
    ],
    [
      'delete its video',
      ok(204),
      (who, x) => call(who, { method: 'DELETE', url: seller.productVideo(x.id, x.videoId) }),
    ],
  ];

  describe.each(cases)('%s', (_name, expected, run) => {
    it.each(everyone)('as %s', async (who) => {
      const x = await target();
      const before = await state(x.id);
      const res = await run(who, x);
      expect(res.statusCode, `${who}: ${'body' in res ? res.body : ''}`).toBe(expected[who]);
      if (who !== 'vendorX') expect(await state(x.id)).toEqual(before);
    });
  });

  it('lists only the viewer’s own store: vendor Y never sees X’s drafts', async () => {
    const x = await target();
    const list = await w.otherOwner.get(`${seller.products()}?status=draft&limit=100`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((p: { id: string }) => p.id)).not.toContain(x.id);
    const csv = await w.otherOwner.get(seller.productsCsv());
    expect(csv.body).not.toContain(x.id);
    expect(
      (await w.owner.get(`${seller.products()}?status=draft`))
        .json()
        .data.map((p: { id: string }) => p.id),
    ).toContain(x.id);
  });

  it('a page of another site cannot use the owner’s session to upload, import or delete', async () => {
    const x = await target();
    const before = await state(x.id);
    const evil = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    const answers = await Promise.all([
      w.owner.request({
        method: 'POST',
        url: seller.productPart(x.id, 'images'),
        payload: image,
        headers: { ...evil, 'content-type': 'image/png' },
      }),
      w.owner.request({ method: 'DELETE', url: seller.product(x.id), headers: evil }),
      w.owner.request({
        method: 'POST',
        url: seller.productsImport(false),
        payload: 'sku,name\n',
        headers: { ...evil, 'content-type': 'text/csv' },
      }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([403, 403, 403]);
    expect(await state(x.id)).toEqual(before);
  });

  it('a product id that is not a uuid is 404, not 500', async () => {
    expect((await w.owner.get(seller.product('not-a-uuid'))).statusCode).toBe(404);
    const res = await upload(w.owner, seller.productPart('nope', 'images'), image, 'image/png');
    expect(res.statusCode).toBe(404);
  });
});
