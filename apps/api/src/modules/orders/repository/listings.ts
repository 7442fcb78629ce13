import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { products, productVariants, user, vendorProfiles } from '../../../db/schema';

/**
 * What an order is placed against, read as it is now: the store, the ordered products and
 * their variants (the catalogue's tables, read by the orders module's own queries).
 */
export function listingQueries(db: Db) {
  return {
    /**
     * What an order needs to know of the vendor: whether it sells, its wallets, its owner,
     * where it delivers and how long it gives itself to check a wallet payment.
     */
    async findVendor(vendorId: string) {
      const [row] = await db
        .select({
          id: vendorProfiles.id,
          vendorName: vendorProfiles.vendorName,
          ownerUserId: vendorProfiles.ownerUserId,
          ownerEmail: user.email,
          isActive: vendorProfiles.isActive,
          shamcashAccount: vendorProfiles.shamcashAccount,
          goldmastersAccount: vendorProfiles.goldmastersAccount,
          latitude: vendorProfiles.latitude,
          longitude: vendorProfiles.longitude,
          deliveryRadiusKm: vendorProfiles.deliveryRadiusKm,
          deliveryFeeRule: vendorProfiles.deliveryFeeRule,
          paymentWindowHours: vendorProfiles.paymentWindowHours,
        })
        .from(vendorProfiles)
        .leftJoin(user, eq(user.id, vendorProfiles.ownerUserId))
        .where(eq(vendorProfiles.id, vendorId))
        .limit(1);
      return row ?? null;
    },

    /** The ordered products as they are now, with their first image and whether they have options. */
    productsByIds(ids: string[]) {
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
          // Offered only when the store offers it too (its own switches in seller settings).
          pickupAvailable: sql<boolean>`${products.pickupAvailable} and ${vendorProfiles.offersPickup}`,
          deliveryAvailable: sql<boolean>`${products.deliveryAvailable} and ${vendorProfiles.offersDelivery}`,
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
    },

    variantsByIds(ids: string[]) {
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
    },
  };
}
type Listings = ReturnType<typeof listingQueries>;
export type VendorRow = NonNullable<Awaited<ReturnType<Listings['findVendor']>>>;
export type ProductRow = Awaited<ReturnType<Listings['productsByIds']>>[number];
export type VariantRow = Awaited<ReturnType<Listings['variantsByIds']>>[number];
