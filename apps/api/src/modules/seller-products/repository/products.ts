import { LOW_STOCK_THRESHOLD, type ProductInputParsed } from '@souq/domain/schemas/seller-products';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { type Executor, escapeLike, pageOf, rowsOf } from '../../../db/query';
import {
  categories,
  orderItems,
  productImages,
  products,
  productVariants,
  productVideos,
} from '../../../db/schema';
import { storeOwnedBy } from './stores';

export type ProductRow = typeof products.$inferSelect;

/** A product's stock as shoppers see it: its variants' sum when it has variants. */
const effectiveStock = sql`coalesce((select sum(pv.stock_count)::int from product_variants pv
  where pv.product_id = p.id), p.stock_count)`;

export interface ListFilter {
  vendorId: string;
  /** Already Arabic-normalised (souq_normalize_ar's twin). */
  search?: { normalised: string; raw: string };
  categoryId?: string;
  stock: 'all' | 'in_stock' | 'low' | 'out';
  status?: 'active' | 'draft' | 'archived';
  limit: number;
  offset: number;
}

export interface ListRow {
  id: string;
  name: string;
  sku: string | null;
  base_price: string;
  currency: string;
  stock_count: number;
  status: string;
  product_category: string | null;
  updated_at: string | Date;
  image_url: string | null;
  variant_count: number;
}

function listConditions(filter: ListFilter) {
  const conditions = [sql`p.vendor_id = ${filter.vendorId}`];
  if (filter.status) conditions.push(sql`p.status = ${filter.status}`);
  else conditions.push(sql`p.status <> 'archived'`);
  if (filter.categoryId) conditions.push(sql`p.category_id = ${filter.categoryId}`);
  if (filter.search) {
    const { normalised, raw } = filter.search;
    conditions.push(sql`(p.name_search like ${`%${escapeLike(normalised)}%`}
      or lower(p.sku) like ${`${escapeLike(raw.toLowerCase())}%`})`);
  }
  if (filter.stock === 'out') conditions.push(sql`${effectiveStock} = 0`);
  if (filter.stock === 'in_stock') conditions.push(sql`${effectiveStock} > 0`);
  if (filter.stock === 'low') {
    conditions.push(sql`${effectiveStock} between 1 and ${LOW_STOCK_THRESHOLD}`);
  }
  return sql.join(conditions, sql` and `);
}

export function productRepository(db: Db) {
  return {
    db,
    transaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction(work),

    ownStore: (userId: string) => storeOwnedBy(db, userId),

    /** One page of the store's products, newest edit first, and how many match. */
    list(filter: ListFilter) {
      const where = listConditions(filter);
      return pageOf<ListRow>(
        db,
        sql`select p.id, p.name, p.sku, p.base_price, p.currency, ${effectiveStock} as stock_count,
            p.status, c.name as product_category, p.updated_at,
            (select i.image_url from product_images i where i.product_id = p.id
              order by i.sort_order, i.created_at limit 1) as image_url,
            (select count(*)::int from product_variants v where v.product_id = p.id) as variant_count
          from products p left join categories c on c.id = p.category_id
          where ${where}
          order by p.updated_at desc, p.id
          limit ${filter.limit} offset ${filter.offset}`,
        sql`select count(*)::int as total from products p where ${where}`,
      );
    },

    /** The product when it is the store's, else null (never another store's). */
    async findOwned(ex: Executor, vendorId: string, productId: string, lock = false) {
      const query = ex
        .select()
        .from(products)
        .where(and(eq(products.id, productId), eq(products.vendorId, vendorId)));
      const [row] = await (lock ? query.for('update') : query);
      return row ?? null;
    },

    async details(productId: string) {
      const [variants, images, videos, category, ordered] = await Promise.all([
        db
          .select()
          .from(productVariants)
          .where(eq(productVariants.productId, productId))
          .orderBy(asc(productVariants.createdAt), asc(productVariants.id)),
        db
          .select()
          .from(productImages)
          .where(eq(productImages.productId, productId))
          .orderBy(asc(productImages.sortOrder), asc(productImages.createdAt)),
        db
          .select()
          .from(productVideos)
          .where(eq(productVideos.productId, productId))
          .orderBy(asc(productVideos.createdAt)),
        rowsOf<{ name: string }>(
          db,
          sql`select c.name from categories c join products p on p.category_id = c.id
            where p.id = ${productId}`,
        ),
        this.hasOrders(db, productId),
      ]);
      return { variants, images, videos, categoryName: category[0]?.name ?? null, ordered };
    },

    async hasOrders(ex: Executor, productId: string): Promise<boolean> {
      const [row] = await ex
        .select({ id: orderItems.id })
        .from(orderItems)
        .where(eq(orderItems.productId, productId))
        .limit(1);
      return Boolean(row);
    },

    /** Another product of the store that already uses this SKU. */
    async skuHolder(ex: Executor, vendorId: string, sku: string): Promise<string | null> {
      const [row] = await ex
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.vendorId, vendorId), eq(products.sku, sku)));
      return row?.id ?? null;
    },

    async categoryExists(ex: Executor, categoryId: string): Promise<boolean> {
      const [row] = await ex
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.id, categoryId));
      return Boolean(row);
    },

    allCategories() {
      return db
        .select({ id: categories.id, slug: categories.slug, name: categories.name })
        .from(categories);
    },

    /**
     * Writes the product and its variants as the editor sent them: variants with a known id
     * are updated, new ones inserted, the others deleted (orders keep their own copy of the
     * variant's name and price, see docs/decisions/016).
     */
    async save(
      ex: Executor,
      vendorId: string,
      productId: string | null,
      input: ProductInputParsed,
    ): Promise<string> {
      const hasVariants = input.variants.length > 0;
      const values = {
        name: input.name,
        description: input.description,
        categoryId: input.category_id,
        sku: input.sku,
        basePrice: input.base_price.toFixed(2),
        currency: input.currency,
        stockCount: hasVariants
          ? input.variants.reduce((sum, v) => sum + v.stock_count, 0)
          : input.stock_count,
        availabilityMode: input.availability_mode,
        pickupAvailable: input.pickup_available,
        deliveryAvailable: input.delivery_available,
        deliveryPrice: input.delivery_price.toFixed(2),
        paymentCashOnDelivery: input.payment_cash_on_delivery,
        paymentShamcash: input.payment_shamcash,
        paymentGoldmasters: input.payment_goldmasters,
        status: input.status,
        isActive: input.status === 'active',
        archivedAt: null,
        updatedAt: new Date(),
      };
      let id = productId;
      if (id) {
        await ex.update(products).set(values).where(eq(products.id, id));
      } else {
        const [row] = await ex
          .insert(products)
          .values({ vendorId, ...values })
          .returning({ id: products.id });
        id = row!.id;
      }
      await syncVariants(ex, id, input.variants);
      return id;
    },

    async quickEdit(
      ex: Executor,
      productId: string,
      changes: { basePrice?: string; stockCount?: number; status?: 'active' | 'draft' },
    ) {
      await ex
        .update(products)
        .set({
          ...changes,
          ...(changes.status && { isActive: changes.status === 'active', archivedAt: null }),
          updatedAt: new Date(),
        })
        .where(eq(products.id, productId));
    },

    async setStatus(productId: string, status: 'active' | 'draft' | 'archived') {
      await db
        .update(products)
        .set({
          status,
          isActive: status === 'active',
          archivedAt: status === 'archived' ? new Date() : null,
          updatedAt: new Date(),
        })
        .where(eq(products.id, productId));
    },

    /** Deletes when no order points at it (checked under the row lock); false otherwise. */
    /**
     * Deletes when no order points at it (checked under the row lock). Deleted: the URLs of
     * its photos, videos and posters (their rows cascade), for the caller to remove the files.
     */
    async remove(vendorId: string, productId: string) {
      return db.transaction(async (tx) => {
        const product = await this.findOwned(tx, vendorId, productId, true);
        if (!product) return { outcome: 'gone' as const, files: [] };
        if (await this.hasOrders(tx, productId)) return { outcome: 'ordered' as const, files: [] };
        const images = await tx
          .select({ url: productImages.imageUrl })
          .from(productImages)
          .where(eq(productImages.productId, productId));
        const videos = await tx
          .select({ video: productVideos.videoUrl, poster: productVideos.posterUrl })
          .from(productVideos)
          .where(eq(productVideos.productId, productId));
        await tx.delete(products).where(eq(products.id, productId));
        const files = [
          ...images.map((i) => i.url),
          ...videos.flatMap((v) => [v.video, v.poster]),
        ].filter((url): url is string => url !== null);
        return { outcome: 'deleted' as const, files };
      });
    },

    /** Every product of the store with its category slug and variants, for the CSV. */
    async exportRows(vendorId: string, max: number) {
      const rows = await db
        .select({ product: products, categorySlug: categories.slug })
        .from(products)
        .leftJoin(categories, eq(categories.id, products.categoryId))
        .where(eq(products.vendorId, vendorId))
        .orderBy(asc(products.createdAt), asc(products.id))
        .limit(max);
      const ids = rows.map((row) => row.product.id);
      const variants = ids.length
        ? await db
            .select()
            .from(productVariants)
            .where(inArray(productVariants.productId, ids))
            .orderBy(asc(productVariants.createdAt), asc(productVariants.id))
        : [];
      return { rows, variants };
    },

    /** The store's products by SKU (for an import), with their variants' ids by option. */
    async bySku(ex: Executor, vendorId: string, skus: string[]) {
      if (skus.length === 0) return [];
      return ex
        .select()
        .from(products)
        .where(and(eq(products.vendorId, vendorId), inArray(products.sku, skus)));
    },

    /** The store's products among these ids (an export's own key column). */
    async byIds(ex: Executor, vendorId: string, ids: string[]) {
      if (ids.length === 0) return [];
      return ex
        .select()
        .from(products)
        .where(and(eq(products.vendorId, vendorId), inArray(products.id, ids)));
    },

    variantsOf(ex: Executor, productIds: string[]) {
      if (productIds.length === 0) return Promise.resolve([]);
      return ex
        .select()
        .from(productVariants)
        .where(inArray(productVariants.productId, productIds));
    },
  };
}
export type ProductRepository = ReturnType<typeof productRepository>;

async function syncVariants(
  ex: Executor,
  productId: string,
  variants: ProductInputParsed['variants'],
) {
  const kept = variants.flatMap((v) => (v.id ? [v.id] : []));
  await ex
    .delete(productVariants)
    .where(
      kept.length
        ? and(eq(productVariants.productId, productId), notInArray(productVariants.id, kept))
        : eq(productVariants.productId, productId),
    );
  // Variants read back in creation order: new ones after the kept ones, in the editor's order.
  const start = Date.now();
  for (const [index, variant] of variants.entries()) {
    const values = {
      size: variant.size,
      color: variant.color,
      priceAdjustment: variant.price_adjustment.toFixed(2),
      stockCount: variant.stock_count,
    };
    if (variant.id) {
      await ex
        .update(productVariants)
        .set(values)
        .where(and(eq(productVariants.id, variant.id), eq(productVariants.productId, productId)));
    } else {
      await ex
        .insert(productVariants)
        .values({ productId, ...values, createdAt: new Date(start + index) });
    }
  }
}
