import { sellerValidation } from '@souq/domain/locales/ar/seller';
import { paths } from '@souq/domain/paths';
import type { ProductInput, SellerProduct } from '@souq/domain/schemas/seller-products';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants, vendorProfiles } from '../src/db/schema';
import type { TestApp } from './helpers/app';
import type { Browser } from './helpers/auth';
import { type OrderWorld, openOrderWorld, orderBody, placeOrder } from './helpers/orders';
import { shirt } from './helpers/seller-products';
import { demoReel } from './helpers/upload-files';

const seller = paths.api.seller;

describe('seller products API', () => {
  let t: TestApp;
  let w: OrderWorld;
  let owner: Browser;

  beforeAll(async () => {
    ({ t, w } = await openOrderWorld());
    owner = w.owner;
  });
  afterAll(() => t.close());

  const create = async (client: Browser, body: ProductInput) =>
    client.request({ method: 'POST', url: seller.products(), payload: body });
  const created = async (body: ProductInput = shirt()): Promise<SellerProduct> => {
    const res = await create(owner, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const publicProduct = (id: string) =>
    t.app.inject({ method: 'GET', url: `${paths.api.exportProducts()}?product_id=${id}` });
  const publicCount = async (id: string) => (await publicProduct(id)).json().count as number;

  it('creates a product in the signed-in owner’s store, whatever the body says', async () => {
    const product = await created(
      shirt({ sku: 'SH-1', ...({ vendor_id: w.otherVendor.id } as object) }),
    );
    expect(product).toMatchObject({ name: 'قميص قطني', sku: 'SH-1', status: 'active' });
    const listed = (await publicProduct(product.id)).json().data[0];
    expect(listed.vendor_id).toBe(w.vendor.id);
  });

  it('keeps variants by id, adds new ones, deletes removed ones; stock is their sum', async () => {
    const product = await created(
      shirt({
        variants: [
          { size: 'S', color: 'أحمر', price_adjustment: 0, stock_count: 2 },
          { size: 'L', color: 'أحمر', price_adjustment: 250, stock_count: 3 },
        ],
      }),
    );
    expect(product.stock_count).toBe(5);
    const [small, large] = product.variants;
    const res = await owner.request({
      method: 'PUT',
      url: seller.product(product.id),
      payload: shirt({
        variants: [
          { id: small!.id, size: 'S', color: 'أحمر', price_adjustment: 0, stock_count: 9 },
          { size: 'XL', color: 'أزرق', price_adjustment: 500, stock_count: 1 },
        ],
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated: SellerProduct = res.json();
    expect(updated.stock_count).toBe(10);
    expect(updated.variants.map((v) => v.size).sort()).toEqual(['S', 'XL']);
    expect(updated.variants.find((v) => v.size === 'S')!.id).toBe(small!.id);
    const gone = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, large!.id));
    expect(gone).toEqual([]);
  });

  it('refuses a variant id of another product', async () => {
    const other = await created(
      shirt({ variants: [{ size: 'M', color: null, price_adjustment: 0, stock_count: 1 }] }),
    );
    const mine = await created();
    const res = await owner.request({
      method: 'PUT',
      url: seller.product(mine.id),
      payload: shirt({
        variants: [
          {
            id: other.variants[0]!.id,
            size: 'M',
            color: null,
            price_adjustment: 0,
            stock_count: 1,
          },
        ],
      }),
    });
    expect(res.statusCode).toBe(400);
    expect((await owner.get(seller.product(other.id))).json().variants).toHaveLength(1);
  });

  it('answers a SKU the store already uses with 409 SKU_TAKEN; another store may use it', async () => {
    await created(shirt({ sku: 'DUP-1' }));
    const again = await create(owner, shirt({ sku: 'DUP-1' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('SKU_TAKEN');
    await t.database.db
      .update(vendorProfiles)
      .set({ shamcashAccount: '0944 000 000' })
      .where(eq(vendorProfiles.id, w.otherVendor.id));
    expect((await create(w.otherOwner, shirt({ sku: 'DUP-1' }))).statusCode).toBe(201);
  });

  it('accepts a wallet payment only when the store has that account', async () => {
    const res = await create(owner, shirt({ payment_goldmasters: true }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0]).toMatchObject({
      field: 'payment_goldmasters',
      message: sellerValidation.walletPaymentNeedsAccount,
    });
  });

  it('validates with the shared schema, in Arabic, and writes nothing', async () => {
    const before = (await owner.get(`${seller.products()}?limit=100`)).json().count;
    const res = await create(owner, shirt({ name: ' ', base_price: -1 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect((await owner.get(`${seller.products()}?limit=100`)).json().count).toBe(before);
  });

  it('lists with search (Arabic normalisation, SKU), stock and status filters, bounded', async () => {
    await created(shirt({ name: 'إبريق شاي نحاسي', sku: 'TEA-POT', stock_count: 0 }));
    await created(shirt({ name: 'كوب قهوة', sku: 'CUP-9', stock_count: 3, status: 'draft' }));
    const list = async (query: string) =>
      (await owner.get(`${seller.products()}?${query}`)).json() as {
        data: { name: string; stock_count: number; status: string }[];
        count: number;
      };
    expect((await list('q=ابريق')).data.map((p) => p.name)).toEqual(['إبريق شاي نحاسي']);
    expect((await list('q=cup')).data.map((p) => p.name)).toEqual(['كوب قهوة']);
    expect((await list('stock=out')).data.every((p) => p.stock_count === 0)).toBe(true);
    expect((await list('stock=low')).data.map((p) => p.name)).toContain('كوب قهوة');
    expect((await list('status=draft')).data.every((p) => p.status === 'draft')).toBe(true);
    expect((await owner.get(`${seller.products()}?limit=101`)).statusCode).toBe(400);
    const page = await list('limit=2&offset=1');
    expect(page.data).toHaveLength(2);
  });

  it('a draft is the owner’s only; archiving hides at once; restoring brings a draft', async () => {
    const product = await created();
    // A shopper reads it (and the answer is now cached) ...
    expect(await publicCount(product.id)).toBe(1);
    const draft = await owner.request({
      method: 'PATCH',
      url: seller.product(product.id),
      payload: { status: 'draft' },
    });
    expect(draft.json().status).toBe('draft');
    // ... and the cached answer is not served again.
    expect(await publicCount(product.id)).toBe(0);
    expect((await owner.get(seller.product(product.id))).statusCode).toBe(200);
    await owner.request({
      method: 'PATCH',
      url: seller.product(product.id),
      payload: { status: 'active' },
    });
    expect(await publicCount(product.id)).toBe(1);
    const video = await owner.request({
      method: 'POST',
      url: seller.productPart(product.id, 'videos'),
      payload: demoReel(),
      headers: { 'content-type': 'video/mp4' },
    });
    expect(video.statusCode, video.body).toBe(201);
    const storefront = `${paths.api.exportVendors()}?vendor_id=${w.vendor.id}&include_products=true`;
    const reels = `${paths.api.exportProductVideos()}?vendor_id=${w.vendor.id}`;
    const shows = async (url: string) =>
      (await t.app.inject({ method: 'GET', url })).body.includes(product.id);
    expect([await shows(storefront), await shows(reels)]).toEqual([true, true]);
    const archived = await owner.post(seller.productPart(product.id, 'archive'));
    expect(archived.json().status).toBe('archived');
    expect(await publicCount(product.id)).toBe(0);
    expect([await shows(storefront), await shows(reels)]).toEqual([false, false]);
    const listed = (await owner.get(seller.products()))
      .json()
      .data.map((p: { id: string }) => p.id);
    expect(listed).not.toContain(product.id);
    const restored = await owner.post(seller.productPart(product.id, 'restore'));
    expect(restored.json().status).toBe('draft');
  });

  it('an edited price shows at once, and the next checkout at the old price is 409', async () => {
    const product = await created(shirt({ base_price: 1500 }));
    expect((await publicProduct(product.id)).json().data[0].base_price).toBe(1500);
    const res = await owner.request({
      method: 'PATCH',
      url: seller.product(product.id),
      payload: { base_price: 1750 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await publicProduct(product.id)).json().data[0].base_price).toBe(1750);
    const order = await placeOrder(
      w.shopper,
      orderBody(w.vendor.id, [{ product_id: product.id, quantity: 1, unit_price: 1500 }]),
    );
    expect(order.statusCode).toBe(409);
    expect(order.json().error.code).toBe('PRICE_CHANGED');
    expect(order.json().error.details.items[0].unit_price).toBe(1750);
  });

  it('shoppers find a new product by Arabic search at once, typos included, and a renamed one by its new name', async () => {
    const search = async (q: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `${paths.api.exportProducts()}?q=${encodeURIComponent(q)}`,
        })
      )
        .json()
        .data.map((p: { name: string }) => p.name);
    expect(await search('كهرمان')).toEqual([]);
    const product = await created(shirt({ name: 'مسبحة كهرمان طبيعي' }));
    expect(await search('كهرمان')).toEqual(['مسبحة كهرمان طبيعي']);
    expect(await search('مسبحه كهرمن')).toEqual(['مسبحة كهرمان طبيعي']);
    await owner.request({
      method: 'PUT',
      url: seller.product(product.id),
      payload: shirt({ name: 'سبحة يسر' }),
    });
    expect(await search('كهرمان')).toEqual([]);
    expect(await search('يسر')).toEqual(['سبحة يسر']);
  });

  it('refuses inline stock on a product with variants (its stock is theirs)', async () => {
    const product = await created(
      shirt({ variants: [{ size: 'S', color: null, price_adjustment: 0, stock_count: 4 }] }),
    );
    const res = await owner.request({
      method: 'PATCH',
      url: seller.product(product.id),
      payload: { stock_count: 50 },
    });
    expect(res.statusCode).toBe(400);
  });

  it('deletes a product without orders; one with orders is 409 PRODUCT_HAS_ORDERS', async () => {
    const lonely = await created();
    const reel = await owner.request({
      method: 'POST',
      url: seller.productPart(lonely.id, 'videos'),
      payload: demoReel(),
      headers: { 'content-type': 'video/mp4' },
    });
    expect(reel.statusCode, reel.body).toBe(201);
    const key = (reel.json().video_url as string).replace(/^\/media\//, '');
    expect(await t.storage.get(key)).not.toBeNull();
    const del = await owner.request({ method: 'DELETE', url: seller.product(lonely.id) });
    expect(del.statusCode).toBe(204);
    expect((await owner.get(seller.product(lonely.id))).statusCode).toBe(404);
    expect(await t.storage.get(key)).toBeNull();

    const sold = await created(shirt({ base_price: 1000 }));
    const order = await placeOrder(
      w.shopper,
      orderBody(w.vendor.id, [{ product_id: sold.id, quantity: 1, unit_price: 1000 }]),
    );
    expect(order.statusCode, order.body).toBe(201);
    const refused = await owner.request({ method: 'DELETE', url: seller.product(sold.id) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('PRODUCT_HAS_ORDERS');
    expect((await owner.get(seller.product(sold.id))).json().has_orders).toBe(true);
  });

  it('a user without a store gets 404 STORE_NOT_FOUND; a guest 401', async () => {
    const res = await w.stranger.get(seller.products());
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('STORE_NOT_FOUND');
    expect((await t.app.inject({ method: 'GET', url: seller.products() })).statusCode).toBe(401);
  });

  it.each(['pending', 'suspended'])(
    'a %s store prepares products that shoppers never see nor buy',
    async (status) => {
      await t.database.db
        .update(vendorProfiles)
        .set({ status, isActive: false })
        .where(eq(vendorProfiles.id, w.vendor.id));
      try {
        const product = await created(shirt({ base_price: 900 }));
        expect((await owner.get(seller.product(product.id))).statusCode).toBe(200);
        expect(await publicCount(product.id)).toBe(0);
        const order = await placeOrder(
          w.shopper,
          orderBody(w.vendor.id, [{ product_id: product.id, quantity: 1, unit_price: 900 }]),
        );
        expect(order.statusCode).toBe(409);
        expect(order.json().error.code).toBe('STORE_UNAVAILABLE');
      } finally {
        await t.database.db
          .update(vendorProfiles)
          .set({ status: 'active', isActive: true })
          .where(eq(vendorProfiles.id, w.vendor.id));
      }
    },
  );
});
