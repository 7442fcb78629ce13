import type { Product } from '@souq/domain/schemas/catalogue';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageOf, rowsOf } from '../../db/query';
import { vendorProfiles } from '../../db/schema';
import {
  type VendorFilter,
  vendorCountQuery,
  vendorPageQuery,
  vendorProductsQuery,
} from './vendor-sql';

/** A vendor of a page; double precision arrives as numbers, bigint as text. */
export interface VendorPageRow {
  id: string;
  vendor_name: string;
  description: string | null;
  brand_logo_url: string | null;
  banner_image_url: string | null;
  formatted_address: string | null;
  city: string | null;
  phone_number: string | null;
  latitude: number | null;
  longitude: number | null;
  delivery_radius_km: number;
  layout_template: string;
  color_pattern: string;
  custom_css: string | null;
  shamcash_account: string | null;
  goldmasters_account: string | null;
  opens_at: string;
  closes_at: string;
  closed_days: number[];
  offers_pickup: boolean;
  offers_delivery: boolean;
  image_urls: string[];
  total_products: number;
  total_stock: number | string;
  product_categories: string[];
}

/** A listed product of a store, as the catalogue serves it. */
export interface VendorProductRow {
  product: Product;
}

export function vendorsRepository(db: Db) {
  return {
    /** A page of vendors and how many there are in all. */
    vendorPage: (filter: VendorFilter) =>
      pageOf<VendorPageRow>(db, vendorPageQuery(filter), vendorCountQuery(filter)),

    /** A store's status, whatever it is (the public lists show active ones only). */
    async statusOf(id: string): Promise<string | null> {
      const [row] = await db
        .select({ status: vendorProfiles.status })
        .from(vendorProfiles)
        .where(eq(vendorProfiles.id, id));
      return row?.status ?? null;
    },

    productsOf(vendorIds: readonly string[]): Promise<VendorProductRow[]> {
      if (vendorIds.length === 0) return Promise.resolve([]);
      return rowsOf<VendorProductRow>(db, vendorProductsQuery(vendorIds));
    },
  };
}
export type VendorsRepository = ReturnType<typeof vendorsRepository>;
