import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { user, vendorProfiles } from '../../../db/schema';

/** A uuid[] literal for ids the request schema already checked as uuids. */
const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/**
 * What an order is placed against, read as it is now: the store, the ordered products and
 * their variants (the catalogue's tables, read by the orders module's own queries).
 */
export function listingQueries(db: Db) {
  // Every order runs it: built once, and on PostgreSQL a named prepared statement. The reads
  // themselves are souq_placement_facts (migration 0021), whose plan is made once per
  // connection: as a statement here it was planned again on every order (decision 036).
  const placementFactsQuery = db
    .select({
      facts: sql<PlacementFacts>`souq_placement_facts(
        ${sql.placeholder('customerId')}::text, ${sql.placeholder('key')}::text,
        ${sql.placeholder('vendorId')}::uuid, ${sql.placeholder('productIds')}::uuid[],
        ${sql.placeholder('variantIds')}::uuid[])`,
    })
    .from(sql`(select 1) as one`)
    .prepare('souq_placement_facts_call');

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

    /**
     * Everything placing an order is checked against, read in one statement (one round trip
     * instead of four side by side): the order this customer already placed under the
     * Idempotency-Key, the store as findVendor reads it, the ordered products as they are now
     * (with their first image, whether they have options, and the store's own switches applied)
     * and the ordered variants. Money comes as decimal text, as Drizzle reads numeric.
     */
    async placementFacts(ask: {
      customerId: string;
      key: string;
      vendorId: string;
      productIds: readonly string[];
      variantIds: readonly string[];
    }): Promise<PlacementFacts> {
      const [row] = await placementFactsQuery.execute({
        customerId: ask.customerId,
        key: ask.key,
        vendorId: ask.vendorId,
        productIds: uuidArray(ask.productIds),
        variantIds: uuidArray(ask.variantIds),
      });
      const facts = row?.facts;
      return {
        earlier: facts?.earlier ?? null,
        vendor: facts?.vendor ?? null,
        products: facts?.products ?? [],
        variants: facts?.variants ?? [],
      };
    },
  };
}
type Listings = ReturnType<typeof listingQueries>;
export type VendorRow = NonNullable<Awaited<ReturnType<Listings['findVendor']>>>;

/** An ordered product as placing reads it (placementFacts). */
export interface ProductRow {
  id: string;
  vendorId: string;
  name: string;
  description: string;
  /** Decimal text, as Drizzle reads numeric. */
  basePrice: string;
  currency: string;
  stockCount: number;
  availabilityMode: string;
  pickupAvailable: boolean;
  deliveryAvailable: boolean;
  paymentCod: boolean;
  paymentShamcash: boolean;
  paymentGoldmasters: boolean;
  isListed: boolean;
  imageUrl: string | null;
  hasOptions: boolean;
}

/** An ordered variant as placing reads it (placementFacts). */
export interface VariantRow {
  id: string;
  productId: string;
  size: string | null;
  color: string | null;
  /** Decimal text, as Drizzle reads numeric. */
  priceAdjustment: string;
  stockCount: number;
}

export interface PlacementFacts {
  /** The order already placed under the key, with the hash of the body it was placed with. */
  earlier: { id: string; requestHash: string | null } | null;
  vendor: VendorRow | null;
  products: ProductRow[];
  variants: VariantRow[];
}
