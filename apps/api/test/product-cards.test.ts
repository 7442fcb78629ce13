import type { Product } from '@souq/domain/schemas/catalogue';
import { product as productSchema } from '@souq/domain/schemas/catalogue';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import {
  categories,
  productCards,
  productImages,
  products,
  productVariants,
  vendorProfiles,
} from '../src/db/schema';
import { freshDatabase } from './helpers/db';
import { fixtures } from './helpers/fixtures';

/**
 * product_cards (migration 0014) hold each product's JSON as the catalogue serves it, written by
 * triggers. Each card must be, byte for byte, what JSON.stringify makes of the Product built
 * here from the tables in TypeScript, after every kind of write that can change it.
 */
describe('product cards', () => {
  let database: Database;
  let f: ReturnType<typeof fixtures>;
  beforeAll(async () => {
    database = await freshDatabase();
    f = fixtures(database.db);
  });
  afterAll(() => database.close());

  /** The Product of one product id, from its rows (what the API wrote before cards). */
  async function expectedProduct(id: string): Promise<Product> {
    const db = database.db;
    const [row] = await db
      .select({ p: products, v: vendorProfiles, categoryName: categories.name })
      .from(products)
      .innerJoin(vendorProfiles, eq(vendorProfiles.id, products.vendorId))
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(products.id, id));
    const { p, v, categoryName } = row!;
    const images = await db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.sortOrder), asc(productImages.createdAt), asc(productImages.id));
    const variants = await db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, id))
      .orderBy(asc(productVariants.createdAt), asc(productVariants.id));
    return {
      id: p.id,
      name: p.name,
      description: p.description,
      base_price: Number(p.basePrice),
      currency: p.currency,
      stock_count: p.stockCount,
      product_category: categoryName,
      category_id: p.categoryId,
      vendor_id: p.vendorId,
      vendor_profiles: { id: v.id, vendor_name: v.vendorName },
      product_images: images.map((image) => ({ image_url: image.imageUrl })),
      product_variants: variants.map((variant) => ({
        id: variant.id,
        size: variant.size,
        color: variant.color,
        price_adjustment: Number(variant.priceAdjustment),
        stock_count: variant.stockCount,
      })),
      delivery_available: p.deliveryAvailable && v.offersDelivery,
      delivery_price: Number(p.deliveryPrice),
      pickup_available: p.pickupAvailable && v.offersPickup,
      availability_mode: p.availabilityMode === 'display_only' ? 'display_only' : 'for_sale',
      payment_cash_on_delivery: p.paymentCashOnDelivery,
      payment_shamcash: p.paymentShamcash,
      payment_goldmasters: p.paymentGoldmasters,
      created_at: p.createdAt.toISOString(),
    };
  }

  async function cardOf(id: string): Promise<string | undefined> {
    const [row] = await database.db
      .select({ card: productCards.card })
      .from(productCards)
      .where(eq(productCards.productId, id));
    return row?.card;
  }

  async function expectCardCurrent(id: string) {
    const card = await cardOf(id);
    const expected = await expectedProduct(id);
    expect(productSchema.parse(JSON.parse(card!))).toEqual(expected);
    expect(card).toBe(JSON.stringify(expected));
  }

  async function storeWithProduct() {
    const category = await f.category({ name: 'إلكترونيات' });
    const store = await f.vendor({ vendorName: 'متجر "النور" \\ للهواتف' });
    const item = await f.product(
      store.id,
      {
        name: 'هاتف «جديد»\nسطر ثان 📱',
        description: 'وصف فيه "اقتباس" و\ttab',
        basePrice: '1234.50',
        deliveryPrice: '0.01',
        categoryId: category.id,
        paymentShamcash: true,
        // Microseconds: the card keeps milliseconds, as JavaScript dates do.
        createdAt: sql`timestamptz '2026-01-02 03:04:05.678901+00'` as unknown as Date,
      },
      {
        images: [
          { imageUrl: '/media/b.webp', sortOrder: 2 },
          { imageUrl: '/media/a.webp', sortOrder: 1 },
        ],
        variants: [
          { size: 'M', color: 'أحمر', priceAdjustment: '-250.25', stockCount: 3 },
          { size: null, color: 'أزرق', priceAdjustment: '0', stockCount: 0 },
        ],
      },
    );
    return { category, store, item };
  }

  it('is written with the product, its images and variants, exactly as the API wrote it', async () => {
    const { item } = await storeWithProduct();
    await expectCardCurrent(item.id);
    const card = JSON.parse((await cardOf(item.id))!) as Product;
    expect(card.base_price).toBe(1234.5);
    expect(card.product_images.map((image) => image.image_url)).toEqual([
      '/media/a.webp',
      '/media/b.webp',
    ]);
    expect(card.created_at).toBe('2026-01-02T03:04:05.678Z');
  });

  it('follows every write to the product and its parts', async () => {
    const { item } = await storeWithProduct();
    const db = database.db;
    const writes: [string, () => Promise<unknown>][] = [
      [
        'price, stock and payment',
        () =>
          db
            .update(products)
            .set({ basePrice: '99999999.99', stockCount: 0, paymentGoldmasters: true })
            .where(eq(products.id, item.id)),
      ],
      [
        'display only',
        () =>
          db
            .update(products)
            .set({ availabilityMode: 'display_only' })
            .where(eq(products.id, item.id)),
      ],
      [
        'a variant added',
        () => db.insert(productVariants).values({ productId: item.id, size: 'XL', stockCount: 9 }),
      ],
      [
        'a variant sold',
        () =>
          db
            .update(productVariants)
            .set({ stockCount: sql`${productVariants.stockCount} - 1` })
            .where(eq(productVariants.size, 'M')),
      ],
      ['a variant removed', () => db.delete(productVariants).where(eq(productVariants.size, 'XL'))],
      [
        'an image added',
        () => db.insert(productImages).values({ productId: item.id, imageUrl: '/media/0.webp' }),
      ],
      [
        'an image reordered',
        () =>
          db
            .update(productImages)
            .set({ sortOrder: 9 })
            .where(eq(productImages.imageUrl, '/media/0.webp')),
      ],
      [
        'an image removed',
        () => db.delete(productImages).where(eq(productImages.imageUrl, '/media/a.webp')),
      ],
    ];
    for (const [, write] of writes) {
      await write();
      await expectCardCurrent(item.id);
    }
  });

  it('rewrites only the stock on an order, even beside tricky variant text', async () => {
    const { store } = await storeWithProduct();
    const db = database.db;
    const item = await f.product(
      store.id,
      { name: 'قميص "stock_count":9', stockCount: 7 },
      {
        variants: [
          { size: '{"stock_count":1}', color: 'أحمر \\ "غامق" }', stockCount: 5 },
          { size: 'L', color: null, priceAdjustment: '12.5', stockCount: 2 },
        ],
      },
    );
    await db
      .update(products)
      .set({ stockCount: sql`${products.stockCount} - 3` })
      .where(eq(products.id, item.id));
    await expectCardCurrent(item.id);
    for (const size of ['{"stock_count":1}', 'L']) {
      await db
        .update(productVariants)
        .set({ stockCount: sql`${productVariants.stockCount} - 1` })
        .where(and(eq(productVariants.productId, item.id), eq(productVariants.size, size)));
      await expectCardCurrent(item.id);
    }
    // Hiding a product or its store leaves the card as it is (they are not on it).
    await db
      .update(products)
      .set({ status: 'draft', isActive: false })
      .where(eq(products.id, item.id));
    await expectCardCurrent(item.id);
  });

  it('touches nothing but the number on a stock change (no rebuild on the order path)', async () => {
    const { item } = await storeWithProduct();
    const db = database.db;
    const card = (await cardOf(item.id))!;
    // A marker only a rebuild would remove: the stock update must leave it in place.
    const marked = card.replace('"name":"', '"name":"MARK ');
    await db.update(productCards).set({ card: marked }).where(eq(productCards.productId, item.id));
    await db.update(products).set({ stockCount: 42 }).where(eq(products.id, item.id));
    const [variant] = await db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, item.id))
      .orderBy(asc(productVariants.createdAt), asc(productVariants.id));
    await db
      .update(productVariants)
      .set({ stockCount: 17 })
      .where(eq(productVariants.id, variant!.id));
    const after = JSON.parse((await cardOf(item.id))!) as Product;
    expect(after.name.startsWith('MARK ')).toBe(true);
    expect(after.stock_count).toBe(42);
    expect(after.product_variants[0]!.stock_count).toBe(17);
  });

  it('rebuilds a card whose stock it cannot find instead of leaving it stale', async () => {
    const { item } = await storeWithProduct();
    const db = database.db;
    await db
      .update(productCards)
      .set({ card: '{"written":"by another version"}' })
      .where(eq(productCards.productId, item.id));
    await db.update(products).set({ stockCount: 1 }).where(eq(products.id, item.id));
    await expectCardCurrent(item.id);
    await db.delete(productCards).where(eq(productCards.productId, item.id));
    await db
      .update(productVariants)
      .set({ stockCount: 4 })
      .where(eq(productVariants.productId, item.id));
    await expectCardCurrent(item.id);
  });

  it('follows the store and the category', async () => {
    const { category, store, item } = await storeWithProduct();
    const db = database.db;
    await db
      .update(vendorProfiles)
      .set({ vendorName: 'اسم جديد', offersDelivery: false })
      .where(eq(vendorProfiles.id, store.id));
    await expectCardCurrent(item.id);
    await db.update(categories).set({ name: 'هواتف' }).where(eq(categories.id, category.id));
    await expectCardCurrent(item.id);
    await db.delete(categories).where(eq(categories.id, category.id));
    await expectCardCurrent(item.id);
    expect(JSON.parse((await cardOf(item.id))!).category_id).toBeNull();
  });

  it('is removed with its product', async () => {
    const { item } = await storeWithProduct();
    await database.db.delete(products).where(eq(products.id, item.id));
    expect(await cardOf(item.id)).toBeUndefined();
  });
});

describe('store_active on products', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.close());

  const storeActiveOf = async (id: string) =>
    (
      await database.db
        .select({ storeActive: products.storeActive })
        .from(products)
        .where(eq(products.id, id))
    )[0]!.storeActive;

  it('is the store is_active, on insert and whenever the store changes', async () => {
    const f = fixtures(database.db);
    const pending = await f.vendor({ status: 'pending', isActive: false });
    const active = await f.vendor();
    const hidden = await f.product(pending.id);
    const shown = await f.product(active.id);
    expect(await storeActiveOf(hidden.id)).toBe(false);
    expect(await storeActiveOf(shown.id)).toBe(true);

    await database.db
      .update(vendorProfiles)
      .set({ status: 'suspended', isActive: false })
      .where(eq(vendorProfiles.id, active.id));
    expect(await storeActiveOf(shown.id)).toBe(false);
    await database.db
      .update(vendorProfiles)
      .set({ status: 'active', isActive: true })
      .where(eq(vendorProfiles.id, active.id));
    expect(await storeActiveOf(shown.id)).toBe(true);
  });

  it('cannot be written by anyone but the store', async () => {
    const f = fixtures(database.db);
    const suspended = await f.vendor({ status: 'suspended', isActive: false });
    const item = await f.product(suspended.id);
    await database.db.update(products).set({ storeActive: true }).where(eq(products.id, item.id));
    expect(await storeActiveOf(item.id)).toBe(false);
  });

  it('follows a product moved to another store, both ways', async () => {
    const f = fixtures(database.db);
    const suspended = await f.vendor({ status: 'suspended', isActive: false });
    const active = await f.vendor();
    const item = await f.product(active.id);
    await database.db
      .update(products)
      .set({ vendorId: suspended.id })
      .where(eq(products.id, item.id));
    expect(await storeActiveOf(item.id)).toBe(false);
    await database.db.update(products).set({ vendorId: active.id }).where(eq(products.id, item.id));
    expect(await storeActiveOf(item.id)).toBe(true);
  });

  // PostgreSQL skips an UPDATE's generated columns whose inputs it leaves alone only when the
  // table has no BEFORE UPDATE row trigger: with one, every order's stock update normalised the
  // product's name and description again (migration 0021).
  it('leaves products without a BEFORE UPDATE row trigger', async () => {
    const { rows } = (await database.db.execute(sql`
      select tgname from pg_trigger
       where tgrelid = 'products'::regclass and not tgisinternal
         and tgtype & 1 <> 0 and tgtype & 2 <> 0 and tgtype & 16 <> 0`)) as unknown as {
      rows: { tgname: string }[];
    };
    expect(rows).toEqual([]);
  });
});
