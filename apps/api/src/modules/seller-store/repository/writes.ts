import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Tx } from '../../../db/query';
import {
  user,
  vendorAccountChanges,
  vendorProfiles,
  vendorStatusChanges,
} from '../../../db/schema';
import {
  type OwnedStore,
  ownedStoreRow,
  type StoreRow,
  type StoreSettings,
  withExtras,
} from './stores';

/** One changed wallet field, for the audit trail (vendor_account_changes). */
export interface AccountChange {
  field: 'shamcash_account' | 'goldmasters_account';
  oldValue: string | null;
  newValue: string | null;
}

/**
 * Writes to a user's own store. Each runs in a transaction that first locks the owner's user
 * row, so two requests of one owner queue up: two applications sent at once (a double tap, two
 * tabs) find the first one's store instead of both creating one, without a unique constraint
 * that would forbid several stores per owner later.
 */
export function storeWrites(db: Db) {
  return {
    async asOwner<T>(ownerUserId: string, work: (tx: OwnerTx) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.select({ id: user.id }).from(user).where(eq(user.id, ownerUserId)).for('update');
        return work(ownerTx(tx, ownerUserId));
      });
    },
  };
}

function ownerTx(tx: Tx, ownerUserId: string) {
  return {
    store: () => ownedStoreRow(tx, ownerUserId),
    /** The store with its gallery and product count, read inside the transaction. */
    owned: (store: StoreRow): Promise<OwnedStore> => withExtras(tx, store),

    /** A new store, pending, with its first status row. */
    async apply(values: StoreSettings & { vendorName: string }): Promise<StoreRow> {
      const [row] = await tx
        .insert(vendorProfiles)
        .values({ ...values, ownerUserId, status: 'pending', isActive: false })
        .returning();
      await tx
        .insert(vendorStatusChanges)
        .values({ vendorId: row!.id, status: 'pending', decidedByUserId: ownerUserId });
      return row!;
    },

    /** A rejected store back in the queue: pending again, a new application date and history row. */
    async resubmit(storeId: string): Promise<StoreRow> {
      const [row] = await tx
        .update(vendorProfiles)
        .set({
          status: 'pending',
          isActive: false,
          statusReason: null,
          appliedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(vendorProfiles.id, storeId))
        .returning();
      await tx
        .insert(vendorStatusChanges)
        .values({ vendorId: storeId, status: 'pending', decidedByUserId: ownerUserId });
      return row!;
    },

    async update(storeId: string, values: StoreSettings): Promise<StoreRow> {
      const [row] = await tx
        .update(vendorProfiles)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(vendorProfiles.id, storeId))
        .returning();
      return row!;
    },

    async recordAccountChanges(storeId: string, changes: AccountChange[]): Promise<void> {
      if (changes.length === 0) return;
      await tx.insert(vendorAccountChanges).values(
        changes.map((change) => ({
          vendorId: storeId,
          changedByUserId: ownerUserId,
          field: change.field,
          oldValue: change.oldValue,
          newValue: change.newValue,
        })),
      );
    },
  };
}
export type OwnerTx = ReturnType<typeof ownerTx>;
