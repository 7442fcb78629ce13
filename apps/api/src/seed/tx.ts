import type { Db } from '../db/client';

/** The transaction handle drizzle passes to db.transaction(callback). */
export type SeedTx = Parameters<Parameters<Db['transaction']>[0]>[0];
