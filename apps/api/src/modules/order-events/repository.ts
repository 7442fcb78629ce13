import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vendorProfiles } from '../../db/schema';

/**
 * The signed-in user's store (the vendor_profiles row they own, the oldest if ever several, as
 * the seller console picks it) and its status. One query on a pooled connection, given back
 * before the stream opens.
 */
export async function storeOwnedBy(
  db: Db,
  userId: string,
): Promise<{ id: string; status: string } | null> {
  const [row] = await db
    .select({ id: vendorProfiles.id, status: vendorProfiles.status })
    .from(vendorProfiles)
    .where(eq(vendorProfiles.ownerUserId, userId))
    .orderBy(asc(vendorProfiles.createdAt))
    .limit(1);
  return row ?? null;
}
