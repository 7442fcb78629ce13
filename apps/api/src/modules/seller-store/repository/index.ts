import type { Db } from '../../../db/client';
import { storeReads } from './stores';
import { storeWrites } from './writes';

export type { OwnedStore, StoreRow, StoreSettings } from './stores';
export type { AccountChange, OwnerTx } from './writes';

/** The owner's store: reads and locked writes. */
export function storeRepository(db: Db) {
  return { ...storeReads(db), ...storeWrites(db) };
}
export type StoreRepository = ReturnType<typeof storeRepository>;
