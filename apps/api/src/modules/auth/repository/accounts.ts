import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { account, clients, session, user } from '../../../db/schema';

/** Enough to recognise the addresses an owner signs in from; bounded whatever the history. */
const RECENT_SESSIONS = 20;

export function accountRepository(db: Db) {
  return {
    /** An account by email with what sign-up needs to know about it (hash stays server-side). */
    async findAccount(email: string) {
      const [row] = await db
        .select({
          id: user.id,
          email: user.email,
          emailVerified: user.emailVerified,
          role: user.role,
          passwordHash: account.password,
          clientId: clients.id,
        })
        .from(user)
        .leftJoin(account, and(eq(account.userId, user.id), eq(account.providerId, 'credential')))
        .leftJoin(clients, eq(clients.id, user.id))
        .where(eq(user.email, email))
        .limit(1);
      return row ?? null;
    },

    /** Addresses the account's current sessions were opened from, newest first. */
    async signInAddresses(email: string): Promise<string[]> {
      const rows = await db
        .select({ ip: session.ipAddress })
        .from(session)
        .innerJoin(user, eq(user.id, session.userId))
        .where(and(eq(user.email, email), isNotNull(session.ipAddress)))
        .orderBy(desc(session.createdAt))
        .limit(RECENT_SESSIONS);
      return rows.flatMap((row) => (row.ip ? [row.ip] : []));
    },

    async hasClient(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: clients.id })
        .from(clients)
        .where(eq(clients.id, userId))
        .limit(1);
      return Boolean(row);
    },
  };
}
export type AccountRepository = ReturnType<typeof accountRepository>;
