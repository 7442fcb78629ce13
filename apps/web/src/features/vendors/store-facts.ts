import type { Product } from '@souq/domain/schemas/catalogue';
import type { Vendor } from '@souq/domain/schemas/vendors';
import { withQuery } from '@souq/domain/url';

/**
 * docs/design.md "Decisions where the spec is silent or shows a defect": store hours come from the
 * store, 9:00-21:00 when it has none.
 */
export const DEFAULT_HOURS = { opens: '09:00', closes: '21:00' } as const;

/** '09:00' -> '9:00': hours read the way a shop sign writes them (Latin digits, decision 002). */
const clock = (time: string) => time.replace(/^0(\d)/, '$1');

export function storeHours(vendor: Pick<Vendor, 'opens_at' | 'closes_at'>) {
  return {
    opens: clock(vendor.opens_at || DEFAULT_HOURS.opens),
    closes: clock(vendor.closes_at || DEFAULT_HOURS.closes),
  };
}

/** The categories a store actually sells in, in the order its products first show them. */
export function storeCategories(products: readonly Product[]): string[] {
  const names = products.map((product) => product.product_category?.trim() ?? '');
  return [...new Set(names.filter(Boolean))];
}

/**
 * The store's categories: the API's list over all its products when it sends one, else the
 * categories of the products that came with the store.
 */
export function categoriesOf(vendor: Vendor): string[] {
  return vendor.product_categories ?? storeCategories(vendor.products ?? []);
}

/**
 * Real numbers only (docs/design.md "Decisions where the spec is silent or shows a defect": no
 * invented rating).
 */
export function storeStats(vendor: Vendor) {
  return {
    products: vendor.total_products,
    stock: vendor.total_stock,
    categories: categoriesOf(vendor).length,
    radiusKm: vendor.delivery_radius_km,
  };
}

/** A tel: link keeps only what a dialler understands: digits and a leading plus. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? `+${digits.slice(1).replaceAll('+', '')}` : digits.replaceAll('+', '')}`;
}

/** Store pictures at the media server's sizes: thumbnails for grids, medium for big tiles. */
export const storeImageUrl = (url: string, size: 'thumbnail' | 'medium') =>
  withQuery(url, { preset: size });

/** Every picture of the store: the banner first when there is one, then the store images. */
export function storePictures(vendor: Vendor): string[] {
  const images = vendor.store_images.map((image) => image.image_url);
  return [...new Set(vendor.banner_image_url ? [vendor.banner_image_url, ...images] : images)];
}
