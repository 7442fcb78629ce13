import type { StoreStatus } from '@souq/domain/schemas/seller-store';
import { AppError } from '../../../http/app-error';
import type { OwnerTx, StoreRow } from '../repository';

/**
 * What each status lets the owner do with the store's settings (decision 016): pending and
 * rejected stores may fix their application, active ones run the shop, a suspended store may
 * only read until an administrator reinstates it (its open orders stay workable in orders).
 */
const settingsEditable: Record<StoreStatus, boolean> = {
  pending: true,
  active: true,
  rejected: true,
  suspended: false,
};

/** The owner's store, locked by the owner's transaction, that the settings may change. */
export async function editableStore(tx: OwnerTx): Promise<StoreRow> {
  const store = await tx.store();
  if (!store) throw new AppError('STORE_NOT_FOUND');
  if (!settingsEditable[store.status as StoreStatus]) throw new AppError('STORE_SUSPENDED');
  return store;
}

/** Shoppers see a store's data only while it is active; only then do public caches go stale. */
export const isPublic = (store: StoreRow) => store.isActive;
