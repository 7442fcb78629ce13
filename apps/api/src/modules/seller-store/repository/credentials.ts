import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { account } from '../../../db/schema';

/**
 * The password hash of a user's e-mail + password account (Better Auth's `credential`
 * provider), to ask for the password again before a wallet number changes.
 */
export function credentialReads(db: Db) {
  return {
    async passwordHash(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ password: account.password })
        .from(account)
        .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
        .limit(1);
      return row?.password ?? null;
    },
  };
}
