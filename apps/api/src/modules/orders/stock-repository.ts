import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, productVariants, user, vendorProfiles } from '../../db/schema';

/** A database transaction handle (both drivers). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

/** What an order needs to know of the vendor: whether it sells, its wallets, its owner. */
export async function findVendor(db: Executor, vendorId: string) {
  const [row] = await db
    .select({
      id: vendorProfiles.id,
      vendorName: vendorProfiles.vendorName,
      ownerUserId: vendorProfiles.ownerUserId,
      ownerEmail: user.email,
      isActive: vendorProfiles.isActive,
      shamcashAccount: vendorProfiles.shamcashAccount,
      goldmastersAccount: vendorProfiles.goldmastersAccount,
    })
    .from(vendorProfiles)
    .leftJoin(user, eq(user.id, vendorProfiles.ownerUserId))
    .where(eq(vendorProfiles.id, vendorId))
    .limit(1);
  return row ?? null;
}
export type VendorRow = NonNullable<Awaited<ReturnType<typeof findVendor>>>;

/** The ordered products as they are now, with their first image and whether they have options. */
export function productsByIds(db: Executor, ids: string[]) {
  return db
    .select({
      id: products.id,
      vendorId: products.vendorId,
      name: products.name,
      description: products.description,
      basePrice: products.basePrice,
      currency: products.currency,
      stockCount: products.stockCount,
      availabilityMode: products.availabilityMode,
      pickupAvailable: products.pickupAvailable,
      deliveryAvailable: products.deliveryAvailable,
      paymentCod: products.paymentCashOnDelivery,
      paymentShamcash: products.paymentShamcash,
      paymentGoldmasters: products.paymentGoldmasters,
      // Sold only while the product and its store are both shown.
      isListed: sql<boolean>`${products.isActive} and ${vendorProfiles.isActive}`,
      imageUrl: sql<string | null>`(select pi.image_url from product_images pi
        where pi.product_id = ${products.id} order by pi.sort_order, pi.created_at limit 1)`,
      // As the web's hasVariants: options are variants with a size or a colour.
      hasOptions: sql<boolean>`exists (select 1 from product_variants pv
        where pv.product_id = ${products.id}
          and (coalesce(trim(pv.size), '') <> '' or coalesce(trim(pv.color), '') <> ''))`,
    })
    .from(products)
    .innerJoin(vendorProfiles, eq(vendorProfiles.id, products.vendorId))
    .where(inArray(products.id, ids));
}
export type ProductRow = Awaited<ReturnType<typeof productsByIds>>[number];

export function variantsByIds(db: Executor, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      size: productVariants.size,
      color: productVariants.color,
      priceAdjustment: productVariants.priceAdjustment,
      stockCount: productVariants.stockCount,
    })
    .from(productVariants)
    .where(inArray(productVariants.id, ids));
}
export type VariantRow = Awaited<ReturnType<typeof variantsByIds>>[number];

/** A stock change of one line: the variant's stock when it has one, else the product's. */
export interface StockLine {
  productId: string;
  variantId: string | null;
  quantity: number;
}

/**
 * Takes units out of stock only if they are there: one conditional UPDATE, so two orders
 * racing for the last unit cannot both win (the row lock serialises them, the WHERE re-checks).
 */
export async function takeStock(tx: Tx, line: StockLine): Promise<boolean> {
  const taken = line.variantId
    ? await tx
        .update(productVariants)
        .set({ stockCount: sql`${productVariants.stockCount} - ${line.quantity}` })
        .where(
          and(
            eq(productVariants.id, line.variantId),
            gte(productVariants.stockCount, line.quantity),
          ),
        )
        .returning({ id: productVariants.id })
    : await tx
        .update(products)
        .set({ stockCount: sql`${products.stockCount} - ${line.quantity}` })
        .where(and(eq(products.id, line.productId), gte(products.stockCount, line.quantity)))
        .returning({ id: products.id });
  return taken.length === 1;
}

/** Gives units back (a cancelled order); a deleted product or variant simply has nothing to refill. */
export async function returnStock(tx: Tx, line: StockLine): Promise<void> {
  if (line.variantId) {
    await tx
      .update(productVariants)
      .set({ stockCount: sql`${productVariants.stockCount} + ${line.quantity}` })
      .where(eq(productVariants.id, line.variantId));
  } else {
    await tx
      .update(products)
      .set({ stockCount: sql`${products.stockCount} + ${line.quantity}` })
      .where(eq(products.id, line.productId));
  }
}

/** Locks rows in one global order (variants, then products, by id) so two orders never deadlock. */
export function lockOrder<T extends StockLine>(lines: readonly T[]): T[] {
  const key = (line: StockLine) => (line.variantId ? `0${line.variantId}` : `1${line.productId}`);
  return [...lines].sort((a, b) => key(a).localeCompare(key(b)));
}
