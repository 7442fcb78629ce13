import type { ProductVideo } from '@souq/domain/schemas/videos';
import { productFixture } from '@/test/products';

/** Test data: reels as export-product-videos returns them (ids need not be uuids). */
export const reelFixtures = (n: number): ProductVideo[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `r${i}`,
    video_url: `/media/videos/r${i}.mp4`,
    poster_url: `/media/videos/r${i}.webp`,
    duration_seconds: 5,
    created_at: '2025-01-01T00:00:00Z',
    products: productFixture({ id: `p${i}`, name: `منتج ${i}` }),
  }));

export const reelsBody = (data: ProductVideo[]) => ({
  data,
  count: data.length,
  limit: 20,
  offset: 0,
});
