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
  // Every order runs it: built once, and on PostgreSQL a named prepared statement, so its
  // four subqueries are parsed and planned once per connection, not on every order.
  const placementFactsQuery = db
    .select({
      earlier: sql<PlacementFacts['earlier']>`(select
                    json_build_object('id', o.id, 'requestHash', o.request_hash)
             from orders o
            where o.customer_id = ${sql.placeholder('customerId')}
              and o.idempotency_key = ${sql.placeholder('key')}
            limit 1)`,
      vendor: sql<VendorRow | null>`(select json_build_object(
                    'id', v.id, 'vendorName', v.vendor_name, 'ownerUserId', v.owner_user_id,
                    'ownerEmail', u.email, 'isActive', v.is_active,
                    'shamcashAccount', v.shamcash_account,
                    'goldmastersAccount', v.goldmasters_account,
                    'latitude', v.latitude, 'longitude', v.longitude,
                    'deliveryRadiusKm', v.delivery_radius_km,
                    'deliveryFeeRule', v.delivery_fee_rule,
                    'paymentWindowHours', v.payment_window_hours)
             from vendor_profiles v left join "user" u on u.id = v.owner_user_id
            where v.id = ${sql.placeholder('vendorId')}::uuid
            limit 1)`,
      products: sql<ProductRow[]>`(select coalesce(json_agg(json_build_object(
                    'id', p.id, 'vendorId', p.vendor_id, 'name', p.name,
                    'description', p.description, 'basePrice', p.base_price::text,
                    'currency', p.currency, 'stockCount', p.stock_count,
                    'availabilityMode', p.availability_mode,
                    -- Offered only when the store offers it too (its own switches in settings).
                    'pickupAvailable', p.pickup_available and v.offers_pickup,
                    'deliveryAvailable', p.delivery_available and v.offers_delivery,
                    'paymentCod', p.payment_cash_on_delivery,
                    'paymentShamcash', p.payment_shamcash,
                    'paymentGoldmasters', p.payment_goldmasters,
                    -- Sold only while the product and its store are both shown.
                    'isListed', p.is_active and v.is_active,
                    'imageUrl', (select pi.image_url from product_images pi
                                  where pi.product_id = p.id
                                  order by pi.sort_order, pi.created_at limit 1),
                    -- As the web's hasVariants: options are variants with a size or a colour.
                    'hasOptions', exists (select 1 from product_variants pv
                                  where pv.product_id = p.id
                                    and (coalesce(trim(pv.size), '') <> ''
                                      or coalesce(trim(pv.color), '') <> '')))), '[]')
             from products p join vendor_profiles v on v.id = p.vendor_id
            where p.id = any(${sql.placeholder('productIds')}::uuid[]))`,
      variants: sql<VariantRow[]>`(select coalesce(json_agg(json_build_object(
                    'id', pv.id, 'productId', pv.product_id, 'size', pv.size,
                    'color', pv.color, 'priceAdjustment', pv.price_adjustment::text,
                    'stockCount', pv.stock_count)), '[]')
             from product_variants pv
            where pv.id = any(${sql.placeholder('variantIds')}::uuid[]))`,
    })
    .from(sql`(select 1) as one`)
    .prepare('souq_placement_facts');

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
      return {
        earlier: row?.earlier ?? null,
        vendor: row?.vendor ?? null,
        products: row?.products ?? [],
        variants: row?.variants ?? [],
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
