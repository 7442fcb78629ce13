import type { StoreStatus } from '@souq/domain/schemas/seller-store';
import { settingsEditable } from '@souq/domain/store-status';
import { AppError } from '../../../http/app-error';
import type { OwnerTx, StoreRow } from '../repository';

/** The owner's store, locked by the owner's transaction, that the settings may change (not suspended). */
export async function editableStore(tx: OwnerTx): Promise<StoreRow> {
  const store = await tx.store();
  if (!store) throw new AppError('STORE_NOT_FOUND');
  if (!settingsEditable(store.status as StoreStatus)) throw new AppError('STORE_SUSPENDED');
  return store;
}

/** Shoppers see a store's data only while it is active; only then do public caches go stale. */
export const isPublic = (store: StoreRow) => store.isActive;
