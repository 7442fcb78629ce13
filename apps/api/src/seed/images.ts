import sharp from 'sharp';
import type { MediaStorage } from '../modules/media/storage';
import { productSvg } from './art/product-art';
import { storePhotoSvg } from './art/store-photo';
import { bannerSvg, logoSvg, type VendorArtInput } from './art/vendor-art';
import type { SeedProduct, SeedVendor } from './data/types';
import { stableId } from './ids';
import { mediaUrl } from './paths';

/** Cheap phones on slow data: every demo image must stay small. */
export const IMAGE_BYTES_CAP = 60 * 1024;
const WEBP_QUALITY = 78;
/** Measured on the seed set: effort 2 encodes ~2x faster than 4 for ~7% more bytes. */
const WEBP_EFFORT = 2;
/** Two renders at a time: the target server has two cores and the API keeps serving. */
const RENDER_CONCURRENCY = 2;

export interface ImageJob {
  key: string;
  svg: () => string;
}

interface VendorImageUrls {
  banner: string;
  logo: string;
  store: string[];
}

export interface ImagePlan {
  jobs: ImageJob[];
  productImages: Map<string, string[]>;
  vendorImages: Map<string, VendorImageUrls>;
}

/** What a shop's art shows: its categories (most products first) and a few of its goods. */
function vendorArtInput(vendor: SeedVendor, products: SeedProduct[]): VendorArtInput {
  const own = products.filter((product) => product.vendorKey === vendor.key);
  const counts = new Map<string, number>();
  for (const product of own)
    counts.set(product.categorySlug, (counts.get(product.categorySlug) ?? 0) + 1);
  const categories = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([slug]) => slug);
  return {
    key: vendor.key,
    colorPattern: vendor.colorPattern,
    categories,
    products: own
      .slice(0, 6)
      .map((product) => ({ key: product.key, category: product.categorySlug })),
  };
}

/**
 * Every image the demo catalogue needs, with its storage key (products/<id>/<n>.webp,
 * vendors/<id>/banner.webp ...) and the public URL the database stores. Rendering is lazy:
 * a job whose key already exists in storage is never drawn.
 */
export function planImages(vendors: SeedVendor[], products: SeedProduct[]): ImagePlan {
  const jobs: ImageJob[] = [];
  const productImages = new Map<string, string[]>();
  const vendorImages = new Map<string, VendorImageUrls>();
  for (const vendor of vendors) {
    const id = stableId('vendor', vendor.key);
    const art = vendorArtInput(vendor, products);
    const banner = `vendors/${id}/banner.webp`;
    const logo = `vendors/${id}/logo.webp`;
    jobs.push({ key: banner, svg: () => bannerSvg(art) }, { key: logo, svg: () => logoSvg(art) });
    const store: string[] = [];
    for (let n = 0; n < vendor.storeImageCount; n++) {
      const key = `vendors/${id}/store-${n}.webp`;
      jobs.push({ key, svg: () => storePhotoSvg(art, n) });
      store.push(mediaUrl(key));
    }
    vendorImages.set(vendor.key, { banner: mediaUrl(banner), logo: mediaUrl(logo), store });
  }
  for (const product of products) {
    const id = stableId('product', product.key);
    const urls: string[] = [];
    for (let n = 0; n < product.imageCount; n++) {
      const key = `products/${id}/${n}.webp`;
      jobs.push({ key, svg: () => productSvg(product.categorySlug, product.key, n) });
      urls.push(mediaUrl(key));
    }
    productImages.set(product.key, urls);
  }
  return { jobs, productImages, vendorImages };
}

/** SVG -> WebP; re-encodes harder in the rare case a drawing exceeds the size cap. */
export async function renderWebp(svg: string): Promise<Buffer> {
  const encode = (quality: number) =>
    sharp(Buffer.from(svg)).webp({ quality, effort: WEBP_EFFORT }).toBuffer();
  const bytes = await encode(WEBP_QUALITY);
  return bytes.length <= IMAGE_BYTES_CAP ? bytes : encode(55);
}

export interface ImageStats {
  rendered: number;
  reused: number;
  bytes: number;
}

/** Renders and stores the missing images, at most RENDER_CONCURRENCY at a time. */
export async function ensureImages(storage: MediaStorage, jobs: ImageJob[]): Promise<ImageStats> {
  const stats: ImageStats = { rendered: 0, reused: 0, bytes: 0 };
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      const existing = await storage.stat(job.key);
      if (existing) {
        stats.reused++;
        stats.bytes += existing.size;
        continue;
      }
      const bytes = await renderWebp(job.svg());
      await storage.put(job.key, bytes, 'image/webp');
      stats.rendered++;
      stats.bytes += bytes.length;
    }
  };
  await Promise.all(Array.from({ length: RENDER_CONCURRENCY }, worker));
  return stats;
}
