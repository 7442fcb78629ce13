import type { Product } from '@souq/domain/schemas/catalogue';
import type { Vendor } from '@souq/domain/schemas/vendors';
import type { VendorPageRow } from './repository';

/** Custom CSS as it may be served (sanitizeVendorCss; css.ts loads it when a row has CSS). */
export type CssSanitizer = (css: string) => string;

/**
 * A page row in the spec's Vendor profile shape. Custom CSS is sanitised on the way out
 * (decision 007): whatever a seller tool stored, the API never serves hostile CSS, and a row
 * with CSS but no sanitizer serves none.
 */
export function toVendor(
  row: VendorPageRow,
  products: Product[] | undefined,
  sanitize: CssSanitizer | undefined,
): Vendor {
  const css = row.custom_css && sanitize ? sanitize(row.custom_css) : '';
  return {
    id: row.id,
    vendor_name: row.vendor_name,
    description: row.description,
    brand_logo_url: row.brand_logo_url,
    banner_image_url: row.banner_image_url,
    store_images: row.image_urls.map((imageUrl) => ({ image_url: imageUrl })),
    formatted_address: row.formatted_address,
    city: row.city,
    phone_number: row.phone_number,
    latitude: row.latitude,
    longitude: row.longitude,
    delivery_radius_km: row.delivery_radius_km,
    total_products: row.total_products,
    total_stock: Number(row.total_stock),
    product_categories: row.product_categories,
    layout_template: row.layout_template,
    color_pattern: row.color_pattern,
    custom_css: css || null,
    shamcash_account: row.shamcash_account,
    goldmasters_account: row.goldmasters_account,
    opens_at: row.opens_at,
    closes_at: row.closes_at,
    closed_days: row.closed_days,
    offers_pickup: row.offers_pickup,
    offers_delivery: row.offers_delivery,
    ...(products ? { products } : {}),
  };
}
