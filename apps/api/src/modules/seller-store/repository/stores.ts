import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Executor } from '../../../db/query';
import { products, vendorProfiles, vendorStoreImages } from '../../../db/schema';

export type StoreRow = typeof vendorProfiles.$inferSelect;
type GalleryRow = typeof vendorStoreImages.$inferSelect;
/** A store with what its owner's console shows beside it. */
export interface OwnedStore {
  store: StoreRow;
  gallery: GalleryRow[];
  productCount: number;
}
/** Settings a section writes (identity, status and timestamps are never taken from a form). */
export type StoreSettings = Partial<
  Omit<
    typeof vendorProfiles.$inferInsert,
    'id' | 'ownerUserId' | 'status' | 'isActive' | 'statusReason' | 'createdAt' | 'updatedAt'
  >
>;

/**
 * The store a user owns. One per user for now (decision 016), but the schema allows several:
 * the oldest is the one the console runs, so a second row (written by a later feature) never
 * changes which store an owner sees.
 */
export async function ownedStoreRow(db: Executor, ownerUserId: string): Promise<StoreRow | null> {
  const [row] = await db
    .select()
    .from(vendorProfiles)
    .where(eq(vendorProfiles.ownerUserId, ownerUserId))
    .orderBy(asc(vendorProfiles.createdAt), asc(vendorProfiles.id))
    .limit(1);
  return row ?? null;
}

/** The gallery in its order and the count of products not archived. */
export async function withExtras(db: Executor, store: StoreRow): Promise<OwnedStore> {
  const [gallery, [counted]] = await Promise.all([
    db
      .select()
      .from(vendorStoreImages)
      .where(eq(vendorStoreImages.vendorId, store.id))
      .orderBy(asc(vendorStoreImages.sortOrder), asc(vendorStoreImages.createdAt)),
    db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.vendorId, store.id), ne(products.status, 'archived'))),
  ]);
  return { store, gallery, productCount: counted?.n ?? 0 };
}

export function storeReads(db: Db) {
  return {
    async owned(ownerUserId: string): Promise<OwnedStore | null> {
      const store = await ownedStoreRow(db, ownerUserId);
      return store ? withExtras(db, store) : null;
    },
  };
}
