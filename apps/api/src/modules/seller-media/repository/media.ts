import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Executor } from '../../../db/query';
import {
  productImages,
  products,
  productVideos,
  vendorProfiles,
  vendorStoreImages,
} from '../../../db/schema';

type ImageRow = typeof productImages.$inferSelect;
export type VideoRow = typeof productVideos.$inferSelect;

/** Where a list of photos lives: a product's photos or a store's gallery. */
export interface PhotoList {
  /** Locks the owner row (the product or the store) so counts and orders stay consistent. */
  lock(ex: Executor): Promise<void>;
  list(ex: Executor): Promise<ImageRow[] | (typeof vendorStoreImages.$inferSelect)[]>;
  count(ex: Executor): Promise<number>;
  insert(ex: Executor, imageUrl: string, sortOrder: number): Promise<{ id: string }>;
  remove(ex: Executor, imageId: string): Promise<{ imageUrl: string } | null>;
  setOrder(ex: Executor, imageId: string, sortOrder: number): Promise<void>;
}

export function mediaRepository(db: Db) {
  return {
    db,
    transaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction(work),

    /** The signed-in user's store id (the oldest, while there is one per user). */
    async storeOf(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: vendorProfiles.id })
        .from(vendorProfiles)
        .where(eq(vendorProfiles.ownerUserId, userId))
        .orderBy(asc(vendorProfiles.createdAt))
        .limit(1);
      return row?.id ?? null;
    },

    async productOfStore(vendorId: string, productId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.vendorId, vendorId)));
      return Boolean(row);
    },

    productPhotos(productId: string): PhotoList {
      return {
        async lock(ex) {
          await ex.execute(sql`select 1 from products where id = ${productId} for update`);
        },
        list: (ex) =>
          ex
            .select()
            .from(productImages)
            .where(eq(productImages.productId, productId))
            .orderBy(asc(productImages.sortOrder), asc(productImages.createdAt)),
        async count(ex) {
          const [row] = await ex
            .select({ n: count() })
            .from(productImages)
            .where(eq(productImages.productId, productId));
          return row?.n ?? 0;
        },
        async insert(ex, imageUrl, sortOrder) {
          const [row] = await ex
            .insert(productImages)
            .values({ productId, imageUrl, sortOrder })
            .returning({ id: productImages.id });
          return row!;
        },
        async remove(ex, imageId) {
          const [row] = await ex
            .delete(productImages)
            .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
            .returning({ imageUrl: productImages.imageUrl });
          return row ?? null;
        },
        async setOrder(ex, imageId, sortOrder) {
          await ex
            .update(productImages)
            .set({ sortOrder })
            .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)));
        },
      };
    },

    storeGallery(vendorId: string): PhotoList {
      return {
        async lock(ex) {
          await ex.execute(sql`select 1 from vendor_profiles where id = ${vendorId} for update`);
        },
        list: (ex) =>
          ex
            .select()
            .from(vendorStoreImages)
            .where(eq(vendorStoreImages.vendorId, vendorId))
            .orderBy(asc(vendorStoreImages.sortOrder), asc(vendorStoreImages.createdAt)),
        async count(ex) {
          const [row] = await ex
            .select({ n: count() })
            .from(vendorStoreImages)
            .where(eq(vendorStoreImages.vendorId, vendorId));
          return row?.n ?? 0;
        },
        async insert(ex, imageUrl, sortOrder) {
          const [row] = await ex
            .insert(vendorStoreImages)
            .values({ vendorId, imageUrl, sortOrder })
            .returning({ id: vendorStoreImages.id });
          return row!;
        },
        async remove(ex, imageId) {
          const [row] = await ex
            .delete(vendorStoreImages)
            .where(and(eq(vendorStoreImages.id, imageId), eq(vendorStoreImages.vendorId, vendorId)))
            .returning({ imageUrl: vendorStoreImages.imageUrl });
          return row ?? null;
        },
        async setOrder(ex, imageId, sortOrder) {
          await ex
            .update(vendorStoreImages)
            .set({ sortOrder })
            .where(
              and(eq(vendorStoreImages.id, imageId), eq(vendorStoreImages.vendorId, vendorId)),
            );
        },
      };
    },

    videos(productId: string) {
      return {
        async count(ex: Executor) {
          const [row] = await ex
            .select({ n: count() })
            .from(productVideos)
            .where(eq(productVideos.productId, productId));
          return row?.n ?? 0;
        },
        async find(ex: Executor, videoId: string): Promise<VideoRow | null> {
          const [row] = await ex
            .select()
            .from(productVideos)
            .where(and(eq(productVideos.id, videoId), eq(productVideos.productId, productId)));
          return row ?? null;
        },
        async insert(ex: Executor, values: Omit<typeof productVideos.$inferInsert, 'productId'>) {
          const [row] = await ex
            .insert(productVideos)
            .values({ productId, ...values })
            .returning();
          return row!;
        },
        async setPoster(ex: Executor, videoId: string, posterUrl: string) {
          const [row] = await ex
            .update(productVideos)
            .set({ posterUrl })
            .where(and(eq(productVideos.id, videoId), eq(productVideos.productId, productId)))
            .returning();
          return row ?? null;
        },
        async remove(ex: Executor, videoId: string) {
          const [row] = await ex
            .delete(productVideos)
            .where(and(eq(productVideos.id, videoId), eq(productVideos.productId, productId)))
            .returning();
          return row ?? null;
        },
      };
    },

    /** Sets the store's logo or banner; the previous URL, to delete its file. */
    async setStorePicture(vendorId: string, which: 'logo' | 'banner', url: string) {
      const column = which === 'logo' ? 'brand_logo_url' : 'banner_image_url';
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ logo: vendorProfiles.brandLogoUrl, banner: vendorProfiles.bannerImageUrl })
          .from(vendorProfiles)
          .where(eq(vendorProfiles.id, vendorId))
          .for('update');
        await tx.execute(
          sql`update vendor_profiles set ${sql.identifier(column)} = ${url}, updated_at = now()
            where id = ${vendorId}`,
        );
        return (which === 'logo' ? before?.logo : before?.banner) ?? null;
      });
    },
  };
}
export type MediaRepository = ReturnType<typeof mediaRepository>;
