import { z } from 'zod';
import { product } from './catalogue';
import { listResponse, pagingQuery, uuid } from './common';

/**
 * export-product-videos (spec discovery §3 "Product video", §7). The reels page asks for
 * REELS_PAGE_SIZE (20, spec discovery §9; in ../reels so the web needs no zod for it); the API caps
 * a page at 100 like every list (decision 001) and defaults to 20.
 */

export const productVideoListQuery = pagingQuery.extend({
  vendor_id: uuid.optional().describe('only the videos of this store'),
});
export type ProductVideoListQuery = z.infer<typeof productVideoListQuery>;

/**
 * A reel. `products` is the whole catalogue product (the spec's name, description, base_price,
 * currency, id, vendor_profiles and images, plus stock, variants, fulfilment and payments) so
 * the player adds to the cart with the real stock
 * (docs/design.md "Decisions where the spec is silent or shows a defect": reels add-to-cart).
 */
const productVideo = z.object({
  id: uuid,
  video_url: z.string(),
  poster_url: z.string().nullable(),
  duration_seconds: z.number().int().nullable(),
  created_at: z.string(),
  products: product,
});
export type ProductVideo = z.infer<typeof productVideo>;
export const productVideoList = listResponse(productVideo);
export type ProductVideoList = z.infer<typeof productVideoList>;
