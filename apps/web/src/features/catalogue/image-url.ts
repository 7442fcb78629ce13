import type { Product } from '@souq/domain/schemas/catalogue';
import { withQuery } from '@souq/domain/url';

/** Spec (images): card thumbnails are the 300x200 'thumbnail' preset (WebP, cover). */
export const THUMBNAIL = { width: 300, height: 200 } as const;

export function thumbnailUrl(product: Product): string | null {
  const url = product.product_images[0]?.image_url;
  return url ? withQuery(url, { preset: 'thumbnail' }) : null;
}

/** Spec (images): the product page's main image is the 800x600 'medium' preset (contain). */
export const MEDIUM = { width: 800, height: 600 } as const;

export function mediumUrl(url: string): string {
  return withQuery(url, { preset: 'medium' });
}

export function thumbnailOf(url: string): string {
  return withQuery(url, { preset: 'thumbnail' });
}
