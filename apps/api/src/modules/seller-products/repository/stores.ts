import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/query';
import { vendorProfiles } from '../../../db/schema';

/** What the product rules need to know about the owner's store. */
export interface OwnStore {
  id: string;
  status: string;
  shamcashAccount: string | null;
  goldmastersAccount: string | null;
}

/**
 * The signed-in user's store: the one vendor_profiles row they own (one per user for now; the
 * oldest if there ever are several, until the console lets an owner pick).
 */
export async function storeOwnedBy(db: Executor, userId: string): Promise<OwnStore | null> {
  const [row] = await db
    .select({
      id: vendorProfiles.id,
      status: vendorProfiles.status,
      shamcashAccount: vendorProfiles.shamcashAccount,
      goldmastersAccount: vendorProfiles.goldmastersAccount,
    })
    .from(vendorProfiles)
    .where(eq(vendorProfiles.ownerUserId, userId))
    .orderBy(asc(vendorProfiles.createdAt))
    .limit(1);
  return row ?? null;
}
