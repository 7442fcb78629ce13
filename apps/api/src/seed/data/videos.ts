/**
 * The demo reels: one short video per product below (files in seed/videos, made by
 * scripts/make-demo-videos.mjs). Eight categories, eight vendors, so the feed looks varied.
 */
export const demoVideoProducts = [
  { key: 'aleppo-laurel-soap', category: 'beauty' },
  { key: 'mushaf-uthmani', category: 'books' },
  { key: 'front-brake-pads', category: 'cars' },
  { key: 'galaxy-a15', category: 'electronics' },
  { key: 'brocade-shawl', category: 'fashion' },
  { key: 'olive-oil-tin-16kg', category: 'food' },
  { key: 'stainless-cookware-set', category: 'home-garden' },
  { key: 'football-size5', category: 'sports' },
] as const;

/** Every clip is 6 s minus two half-second cross-fades. */
export const DEMO_VIDEO_SECONDS = 5;
