import type { Product } from '@souq/domain/schemas/catalogue';
import { withQuery } from '../../lib/url';

/** Spec (images): card thumbnails are the 300x200 'thumbnail' preset (WebP, cover). */
export const THUMBNAIL = { width: 300, height: 200 } as const;

export function thumbnailUrl(product: Product): string | null {
  const url = product.product_images[0]?.image_url;
  return url ? withQuery(url, { preset: 'thumbnail' }) : null;
}
