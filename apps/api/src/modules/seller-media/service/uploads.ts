import { randomBytes } from 'node:crypto';
import { paths } from '@souq/domain/paths';
import { uuid } from '@souq/domain/schemas/common';
import type { ImageList, UploadedImage, UploadedVideo } from '@souq/domain/schemas/seller-media';
import { MAX_PRODUCT_IMAGES, MAX_PRODUCT_VIDEOS } from '@souq/domain/schemas/seller-products';
import { MAX_STORE_GALLERY_IMAGES } from '@souq/domain/schemas/seller-store';
import { AppError } from '../../../http/app-error';
import type { PublicChanges } from '../../../http/public-changes';
import type { Viewer } from '../../auth';
import type { MediaStorage } from '../../media/storage';
import type { MediaRepository, PhotoList, VideoRow } from '../repository/media';
import { type ImageKind, uploadedImageWebp } from './image-upload';
import { checkedVideoSeconds } from './video-upload';

const MEDIA_PREFIX = paths.api.media('');
const fresh = () => randomBytes(10).toString('hex');
/** The names this module gives files; seeded files (logo.webp, 0.webp...) never match. */
const uploadedName = /\/(product|gallery|logo|banner|poster|video)-[0-9a-f]{20}\.(webp|mp4)$/;

/**
 * The media key of a file this module uploaded into `folder` (products/<id>, vendors/<id>),
 * or null for anything else (a seeded file, another folder): only such files are ever deleted.
 */
export function uploadedKey(url: string | null, folder: string): string | null {
  if (!url?.startsWith(`${MEDIA_PREFIX}${folder}/`) || !uploadedName.test(url)) return null;
  return url.slice(MEDIA_PREFIX.length);
}

/** What an upload goes to, settled before its body is read. */
export interface ProductTarget {
  vendorId: string;
  productId: string;
}

/** A photo list and where its files go: a product's photos or a store's gallery. */
interface PhotoTarget {
  list: PhotoList;
  folder: string;
  kind: ImageKind;
  max: number;
}

const limitReached = (max: number) => new AppError('MEDIA_LIMIT_REACHED', undefined, { max });

const toVideo = (row: VideoRow): UploadedVideo => ({
  id: row.id,
  video_url: row.videoUrl,
  poster_url: row.posterUrl,
  duration_seconds: row.durationSeconds,
});

/**
 * Every seller upload: product photos and videos (with posters), the store's logo, banner and
 * gallery. Files are written through the media storage under fresh random keys (keys are never
 * overwritten, see decision 014), then recorded; a refused or failed record deletes the file
 * again, and a removed or replaced picture's file is deleted once the row is gone. Only files
 * under the owner's own folder are ever deleted (seeded media is shared).
 */
export function sellerMediaService(
  repository: MediaRepository,
  storage: MediaStorage,
  changes: PublicChanges,
) {
  async function storeOf(viewer: Viewer): Promise<string> {
    const vendorId = await repository.storeOf(viewer.userId);
    if (!vendorId) throw new AppError('STORE_NOT_FOUND');
    return vendorId;
  }

  async function deleteOwnFile(url: string | null, folder: string) {
    const key = uploadedKey(url, folder);
    if (key) await storage.delete(key).catch(() => {});
  }

  /** Stores the bytes, then runs `record`; the file is deleted again if recording fails. */
  async function putThenRecord<T>(
    key: string,
    bytes: Buffer,
    type: string,
    record: (url: string) => Promise<T>,
  ): Promise<T> {
    await storage.put(key, bytes, type);
    try {
      const result = await record(paths.api.media(key));
      changes.changed();
      return result;
    } catch (error) {
      await storage.delete(key).catch(() => {});
      throw error;
    }
  }

  const productFolder = (t: ProductTarget) => `products/${t.productId}`;
  const storeFolder = (vendorId: string) => `vendors/${vendorId}`;
  const photosOf = (t: ProductTarget): PhotoTarget => ({
    list: repository.productPhotos(t.productId),
    folder: productFolder(t),
    kind: 'product',
    max: MAX_PRODUCT_IMAGES,
  });
  const galleryOf = (vendorId: string): PhotoTarget => ({
    list: repository.storeGallery(vendorId),
    folder: storeFolder(vendorId),
    kind: 'gallery',
    max: MAX_STORE_GALLERY_IMAGES,
  });

  async function addPhoto(target: PhotoTarget, bytes: Buffer): Promise<UploadedImage> {
    const webp = await uploadedImageWebp(bytes, target.kind);
    const key = `${target.folder}/${target.kind}-${fresh()}.webp`;
    return putThenRecord(key, webp, 'image/webp', (url) =>
      repository.transaction(async (tx) => {
        await target.list.lock(tx);
        const n = await target.list.count(tx);
        if (n >= target.max) throw limitReached(target.max);
        const { id } = await target.list.insert(tx, url, n);
        return { id, image_url: url, sort_order: n };
      }),
    );
  }

  async function removePhoto(target: PhotoTarget, imageId: string): Promise<void> {
    if (!uuid.safeParse(imageId).success) throw new AppError('NOT_FOUND');
    const removed = await target.list.remove(repository.db, imageId);
    if (!removed) throw new AppError('NOT_FOUND');
    changes.changed();
    await deleteOwnFile(removed.imageUrl, target.folder);
  }

  /** The ids must be exactly the list's images, each once: the first becomes the main one. */
  async function reorder(target: PhotoTarget, ids: string[]): Promise<ImageList> {
    const images = await repository.transaction(async (tx) => {
      await target.list.lock(tx);
      const current = await target.list.list(tx);
      const known = new Set(current.map((image) => image.id));
      if (ids.length !== known.size || new Set(ids).size !== ids.length) {
        throw new AppError('VALIDATION_FAILED', undefined, [
          { in: 'body', field: 'ids', message: 'every image id, each once' },
        ]);
      }
      if (ids.some((id) => !known.has(id))) throw new AppError('NOT_FOUND');
      for (const [index, id] of ids.entries()) await target.list.setOrder(tx, id, index);
      return target.list.list(tx);
    });
    changes.changed();
    return {
      images: images.map((i) => ({ id: i.id, image_url: i.imageUrl, sort_order: i.sortOrder })),
    };
  }

  return {
    storeOf,

    /** 404 unless the product is the viewer's store's (another store's is 404 too). */
    async productTarget(viewer: Viewer, productId: string): Promise<ProductTarget> {
      const vendorId = await storeOf(viewer);
      const mine =
        uuid.safeParse(productId).success && (await repository.productOfStore(vendorId, productId));
      if (!mine) throw new AppError('NOT_FOUND');
      return { vendorId, productId };
    },

    /** Before the body is read: a full list is refused without buffering the upload. */
    async assertRoom(target: ProductTarget, what: 'images' | 'videos' | 'gallery') {
      const n =
        what === 'images'
          ? await repository.productPhotos(target.productId).count(repository.db)
          : what === 'videos'
            ? await repository.videos(target.productId).count(repository.db)
            : await repository.storeGallery(target.vendorId).count(repository.db);
      const max =
        what === 'images'
          ? MAX_PRODUCT_IMAGES
          : what === 'videos'
            ? MAX_PRODUCT_VIDEOS
            : MAX_STORE_GALLERY_IMAGES;
      if (n >= max) throw limitReached(max);
    },

    addProductPhoto: (t: ProductTarget, bytes: Buffer) => addPhoto(photosOf(t), bytes),
    removeProductPhoto: (t: ProductTarget, id: string) => removePhoto(photosOf(t), id),
    reorderProductPhotos: (t: ProductTarget, ids: string[]) => reorder(photosOf(t), ids),
    addGalleryPhoto: (vendorId: string, bytes: Buffer) => addPhoto(galleryOf(vendorId), bytes),
    removeGalleryPhoto: (vendorId: string, id: string) => removePhoto(galleryOf(vendorId), id),
    reorderGallery: (vendorId: string, ids: string[]) => reorder(galleryOf(vendorId), ids),

    /** A reel: MP4/H.264 checked by its container, its duration computed from it. */
    async addVideo(target: ProductTarget, bytes: Buffer): Promise<UploadedVideo> {
      const seconds = checkedVideoSeconds(bytes);
      const videos = repository.videos(target.productId);
      const key = `${productFolder(target)}/video-${fresh()}.mp4`;
      return putThenRecord(key, bytes, 'video/mp4', (url) =>
        repository.transaction(async (tx) => {
          await repository.productPhotos(target.productId).lock(tx);
          if ((await videos.count(tx)) >= MAX_PRODUCT_VIDEOS) {
            throw limitReached(MAX_PRODUCT_VIDEOS);
          }
          const row = await videos.insert(tx, {
            vendorId: target.vendorId,
            videoUrl: url,
            durationSeconds: seconds,
          });
          return toVideo(row);
        }),
      );
    },

    async setPoster(target: ProductTarget, videoId: string, bytes: Buffer) {
      const videos = repository.videos(target.productId);
      if (!uuid.safeParse(videoId).success) throw new AppError('NOT_FOUND');
      const before = await videos.find(repository.db, videoId);
      if (!before) throw new AppError('NOT_FOUND');
      const webp = await uploadedImageWebp(bytes, 'poster');
      const key = `${productFolder(target)}/poster-${fresh()}.webp`;
      const updated = await putThenRecord(key, webp, 'image/webp', async (url) => {
        const row = await videos.setPoster(repository.db, videoId, url);
        if (!row) throw new AppError('NOT_FOUND');
        return toVideo(row);
      });
      await deleteOwnFile(before.posterUrl, productFolder(target));
      return updated;
    },

    async removeVideo(target: ProductTarget, videoId: string): Promise<void> {
      if (!uuid.safeParse(videoId).success) throw new AppError('NOT_FOUND');
      const removed = await repository.videos(target.productId).remove(repository.db, videoId);
      if (!removed) throw new AppError('NOT_FOUND');
      changes.changed();
      await deleteOwnFile(removed.videoUrl, productFolder(target));
      await deleteOwnFile(removed.posterUrl, productFolder(target));
    },

    async setStorePicture(vendorId: string, which: 'logo' | 'banner', bytes: Buffer) {
      const webp = await uploadedImageWebp(bytes, which);
      const key = `${storeFolder(vendorId)}/${which}-${fresh()}.webp`;
      const { url, previous } = await putThenRecord(key, webp, 'image/webp', async (url) => ({
        url,
        previous: await repository.setStorePicture(vendorId, which, url),
      }));
      await deleteOwnFile(previous, storeFolder(vendorId));
      return { image_url: url };
    },
  };
}
export type SellerMediaService = ReturnType<typeof sellerMediaService>;
