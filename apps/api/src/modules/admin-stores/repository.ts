import { normalizeArabic } from '@souq/domain/arabic';
import {
  type AdminStoreListQuery,
  type StoreStatus,
  storeStatuses,
} from '@souq/domain/schemas/seller-store';
import { and, asc, count, eq, ilike, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeLike, type Tx } from '../../db/query';
import { products, user, vendorProfiles, vendorStatusChanges } from '../../db/schema';

export type AdminStoreRow = typeof vendorProfiles.$inferSelect & {
  ownerEmail: string | null;
  ownerName: string | null;
  productCount: number;
};
type StoreRow = typeof vendorProfiles.$inferSelect;

const productCount = sql<number>`(
  select count(*)::int from ${products}
  where ${products.vendorId} = ${vendorProfiles.id} and ${products.status} <> 'archived'
)`;

/**
 * Stores q names: in the store's name as search normalises Arabic (name_search), or in its
 * owner's e-mail or name, its phone or its city. A few thousand stores: no index needed.
 */
function matching(q: string): SQL {
  const pattern = `%${escapeLike(q)}%`;
  return or(
    like(vendorProfiles.nameSearch, `%${escapeLike(normalizeArabic(q))}%`),
    ilike(user.email, pattern),
    ilike(user.name, pattern),
    ilike(vendorProfiles.phoneNumber, pattern),
    ilike(vendorProfiles.city, pattern),
  )!;
}

/** Stores as an administrator sees them: the application, its owner and its status history. */
export function adminStoreRepository(db: Db) {
  const columns = {
    store: vendorProfiles,
    ownerEmail: user.email,
    ownerName: user.name,
    productCount,
  };
  const flatten = (row: {
    store: StoreRow;
    ownerEmail: string | null;
    ownerName: string | null;
    productCount: number;
  }): AdminStoreRow => ({
    ...row.store,
    ownerEmail: row.ownerEmail,
    ownerName: row.ownerName,
    productCount: row.productCount,
  });

  return {
    /**
     * A page of stores, oldest application first (the queue an administrator works through),
     * and how many stores each status holds among those q finds.
     */
    async list(query: AdminStoreListQuery): Promise<{
      rows: AdminStoreRow[];
      count: number;
      counts: Record<StoreStatus, number>;
    }> {
      const found = query.q ? matching(query.q) : undefined;
      const where = and(found, query.status ? eq(vendorProfiles.status, query.status) : undefined);
      const [rows, [total], byStatus] = await Promise.all([
        db
          .select(columns)
          .from(vendorProfiles)
          .leftJoin(user, eq(user.id, vendorProfiles.ownerUserId))
          .where(where)
          .orderBy(asc(vendorProfiles.appliedAt), asc(vendorProfiles.id))
          .limit(query.limit)
          .offset(query.offset),
        db
          .select({ n: count() })
          .from(vendorProfiles)
          .leftJoin(user, eq(user.id, vendorProfiles.ownerUserId))
          .where(where),
        db
          .select({ status: vendorProfiles.status, n: count() })
          .from(vendorProfiles)
          .leftJoin(user, eq(user.id, vendorProfiles.ownerUserId))
          .where(found)
          .groupBy(vendorProfiles.status),
      ]);
      const counts = Object.fromEntries(storeStatuses.map((status) => [status, 0])) as Record<
        StoreStatus,
        number
      >;
      for (const row of byStatus) counts[row.status as StoreStatus] = row.n;
      return { rows: rows.map(flatten), count: total?.n ?? 0, counts };
    },

    /** A store by id, or by its owner's e-mail (the CLI's way to name one). */
    async findId(idOrEmail: string): Promise<string | null> {
      const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
      const [row] = await db
        .select({ id: vendorProfiles.id })
        .from(vendorProfiles)
        .leftJoin(user, eq(user.id, vendorProfiles.ownerUserId))
        .where(
          isUuid.test(idOrEmail)
            ? eq(vendorProfiles.id, idOrEmail)
            : eq(user.email, idOrEmail.trim().toLowerCase()),
        )
        .orderBy(asc(vendorProfiles.createdAt))
        .limit(1);
      return row?.id ?? null;
    },

    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    /** The store, locked, with its owner: a decision reads and writes it in one transaction. */
    async lock(tx: Tx, id: string): Promise<AdminStoreRow | null> {
      const [locked] = await tx
        .select({ id: vendorProfiles.id })
        .from(vendorProfiles)
        .where(eq(vendorProfiles.id, id))
        .for('update');
      if (!locked) return null;
      const [row] = await tx
        .select(columns)
        .from(vendorProfiles)
        .leftJoin(user, eq(user.id, vendorProfiles.ownerUserId))
        .where(eq(vendorProfiles.id, id));
      return row ? flatten(row) : null;
    },

    /** status and is_active always together (the CHECK of migration 0007), and the history. */
    async setStatus(
      tx: Tx,
      id: string,
      change: { status: StoreRow['status']; reason: string | null; decidedBy: string | null },
    ): Promise<void> {
      await tx
        .update(vendorProfiles)
        .set({
          status: change.status,
          isActive: change.status === 'active',
          statusReason: change.reason,
          updatedAt: new Date(),
        })
        .where(eq(vendorProfiles.id, id));
      await tx.insert(vendorStatusChanges).values({
        vendorId: id,
        status: change.status,
        reason: change.reason,
        decidedByUserId: change.decidedBy,
      });
    },
  };
}
export type AdminStoreRepository = ReturnType<typeof adminStoreRepository>;
