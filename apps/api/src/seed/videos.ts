import { readFile } from 'node:fs/promises';
import type { productVideos } from '../db/schema';
import { seedVideosFolder } from '../locations';
import type { MediaStorage } from '../modules/media/storage';
import type { SeedProduct } from './data/types';
import { DEMO_VIDEO_SECONDS, demoVideoProducts } from './data/videos';
import { stableId } from './ids';
import { mediaUrl } from './paths';
import { seededAt } from './reference-time';

/** The shipped clips (made once by scripts/make-demo-videos.mjs; no ffmpeg at seed time). */
const sourceDir = seedVideosFolder;

export interface VideoJob {
  productKey: string;
  file: 'mp4' | 'webp';
  key: string;
}

/** Storage keys: videos/<product id>.mp4 and its poster videos/<product id>.webp. */
export function videoKeys(productKey: string) {
  const id = stableId('product', productKey);
  return { video: `videos/${id}.mp4`, poster: `videos/${id}.webp` };
}

export function videoJobs(): VideoJob[] {
  return demoVideoProducts.flatMap(({ key }) => {
    const keys = videoKeys(key);
    return [
      { productKey: key, file: 'mp4' as const, key: keys.video },
      { productKey: key, file: 'webp' as const, key: keys.poster },
    ];
  });
}

/** Copies the missing clips and posters into media storage; existing keys are left alone. */
export async function ensureVideos(storage: MediaStorage): Promise<{ copied: number }> {
  let copied = 0;
  for (const job of videoJobs()) {
    if (await storage.stat(job.key)) continue;
    const bytes = await readFile(`${sourceDir}${job.productKey}.${job.file}`);
    await storage.put(job.key, bytes, job.file === 'mp4' ? 'video/mp4' : 'image/webp');
    copied++;
  }
  return { copied };
}

/** One product_videos row per demo clip; dated a day apart so "newest first" is stable. */
export function videoRows(seedProducts: SeedProduct[]): (typeof productVideos.$inferInsert)[] {
  const vendorOf = new Map(seedProducts.map((product) => [product.key, product.vendorKey]));
  return demoVideoProducts.flatMap(({ key }, index) => {
    const vendorKey = vendorOf.get(key);
    if (!vendorKey) return [];
    const keys = videoKeys(key);
    return [
      {
        id: stableId('video', key),
        productId: stableId('product', key),
        vendorId: stableId('vendor', vendorKey),
        videoUrl: mediaUrl(keys.video),
        posterUrl: mediaUrl(keys.poster),
        durationSeconds: DEMO_VIDEO_SECONDS,
        createdAt: seededAt(2 + index, `video:${key}`),
      },
    ];
  });
}
