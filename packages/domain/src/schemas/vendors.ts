import { z } from 'zod';
import { product } from './catalogue';
import { listResponse, pagingQuery, queryBoolean, uuid } from './common';

/**
 * export-vendors (spec discovery §7). The web reads data[0] for one store and lists for the map.
 * Products come along only when asked, newest first and at most MAX_VENDOR_PRODUCTS per store;
 * total_products tells how many there are (export-products?vendor_id pages through the rest).
 */
export const MAX_VENDOR_PRODUCTS = 100;

export const vendorListQuery = pagingQuery.extend({
  vendor_id: uuid.optional(),
  include_products: queryBoolean
    .optional()
    .describe(`true: each vendor with its newest ${MAX_VENDOR_PRODUCTS} active products`),
});
export type VendorListQuery = z.infer<typeof vendorListQuery>;

/** Opening hours as the store keeps them, 'HH:MM' (24 h). */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** A store as shoppers see it: never its owner, nor anything private to the owner. */
const vendor = z.object({
  id: uuid,
  vendor_name: z.string(),
  description: z.string().nullable(),
  brand_logo_url: z.string().nullable(),
  banner_image_url: z.string().nullable(),
  store_images: z.array(z.object({ image_url: z.string() })),
  formatted_address: z.string().nullable(),
  city: z.string().nullable(),
  phone_number: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  delivery_radius_km: z.number(),
  total_products: z.number().int().describe('active products'),
  total_stock: z
    .number()
    .int()
    .describe('units in stock over active products; a product with variants counts theirs'),
  product_categories: z
    .array(z.string())
    .describe('distinct category names of its active products, for the map filter (decision 008)'),
  layout_template: z.string(),
  color_pattern: z.string(),
  custom_css: z
    .string()
    .nullable()
    .describe('sanitised and scoped under .vendor-storefront (decision 007); null when none'),
  shamcash_account: z.string().nullable().describe('public by design: shoppers pay into it'),
  goldmasters_account: z.string().nullable().describe('public by design: shoppers pay into it'),
  opens_at: clockTime,
  closes_at: clockTime,
  closed_days: z
    .array(z.number().int().min(0).max(6))
    .describe('weekdays the store is closed, 0 = Sunday … 6 = Saturday'),
  offers_pickup: z.boolean().describe('the store hands orders over at its address'),
  offers_delivery: z.boolean().describe('the store delivers (within delivery_radius_km)'),
  products: z.array(product).optional().describe('only with include_products=true'),
});
export type Vendor = z.infer<typeof vendor>;
export const vendorList = listResponse(vendor);
export type VendorList = z.infer<typeof vendorList>;

/** GET /api/stores/{id}/availability: an open store, or one suspended by the operator. */
export const storeAvailability = z.object({ status: z.enum(['active', 'suspended']) });
export type StoreAvailability = z.infer<typeof storeAvailability>;
