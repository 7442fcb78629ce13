import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/query';
import { savedAddresses, user } from '../../db/schema';

export type AddressRow = typeof savedAddresses.$inferSelect;
/** The columns a create or update writes (owner, id, timestamps and the default flag aside). */
export type AddressValues = Omit<
  typeof savedAddresses.$inferInsert,
  'id' | 'userId' | 'isDefault' | 'createdAt' | 'updatedAt'
>;
/** An update may also move the default flag. */
type AddressChanges = Partial<AddressValues> & { isDefault?: boolean };

const newestFirst = [desc(savedAddresses.createdAt), desc(savedAddresses.id)] as const;
const owned = (userId: string, id: string) =>
  and(eq(savedAddresses.userId, userId), eq(savedAddresses.id, id));

/**
 * Queries over one user's saved addresses. Every write runs in a transaction that first locks
 * the owner's user row: concurrent writes by one user queue up, so the count limit, the
 * first-address default and default promotion never read a stale state.
 */
export function addressRepository(db: Db) {
  return {
    /** Default first, then newest (spec: ordered default first then newest). */
    list(userId: string): Promise<AddressRow[]> {
      return db
        .select()
        .from(savedAddresses)
        .where(eq(savedAddresses.userId, userId))
        .orderBy(desc(savedAddresses.isDefault), ...newestFirst);
    },

    async writeAs<T>(userId: string, work: (tx: AddressTx) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
        return work(addressTx(tx, userId));
      });
    },
  };
}
export type AddressRepository = ReturnType<typeof addressRepository>;

/** The statements a locked write may run, all scoped to the owner. */
function addressTx(tx: Tx, userId: string) {
  return {
    async count(): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(savedAddresses)
        .where(eq(savedAddresses.userId, userId));
      return row?.n ?? 0;
    },

    async find(id: string): Promise<AddressRow | null> {
      const [row] = await tx.select().from(savedAddresses).where(owned(userId, id)).limit(1);
      return row ?? null;
    },

    /** Before another address becomes the default (the partial unique index allows one). */
    async clearDefault(): Promise<void> {
      await tx
        .update(savedAddresses)
        .set({ isDefault: false, updatedAt: sql`now()` })
        .where(and(eq(savedAddresses.userId, userId), eq(savedAddresses.isDefault, true)));
    },

    async insert(values: AddressValues, isDefault: boolean): Promise<AddressRow> {
      const [row] = await tx
        .insert(savedAddresses)
        .values({ ...values, userId, isDefault })
        .returning();
      return row!;
    },

    async update(id: string, values: AddressChanges): Promise<AddressRow> {
      const [row] = await tx
        .update(savedAddresses)
        .set({ ...values, updatedAt: sql`now()` })
        .where(owned(userId, id))
        .returning();
      return row!;
    },

    async remove(id: string): Promise<void> {
      await tx.delete(savedAddresses).where(owned(userId, id));
    },

    async newest(): Promise<AddressRow | null> {
      const [row] = await tx
        .select()
        .from(savedAddresses)
        .where(eq(savedAddresses.userId, userId))
        .orderBy(...newestFirst)
        .limit(1);
      return row ?? null;
    },
  };
}
export type AddressTx = ReturnType<typeof addressTx>;
