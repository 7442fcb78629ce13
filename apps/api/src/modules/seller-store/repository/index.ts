import type { Db } from '../../../db/client';
import { credentialReads } from './credentials';
import { storeReads } from './stores';
import { storeWrites } from './writes';

export type { OwnedStore, StoreRow, StoreSettings } from './stores';
export type { AccountChange, OwnerTx } from './writes';

/** The owner's store: reads, locked writes, and the credential a wallet change re-checks. */
export function storeRepository(db: Db) {
  return { ...storeReads(db), ...storeWrites(db), ...credentialReads(db) };
}
export type StoreRepository = ReturnType<typeof storeRepository>;
