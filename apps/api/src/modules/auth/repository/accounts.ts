import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { account, clients, session, user } from '../../../db/schema';

/** Enough to recognise the addresses an owner signs in from; bounded whatever the history. */
const RECENT_SESSIONS = 20;

export function accountRepository(db: Db) {
  // Every signed-in request runs it: built once, and on PostgreSQL a named prepared statement,
  // parsed and planned once per connection.
  const sessionViewerQuery = db
    .select({
      expiresAt: session.expiresAt,
      userId: user.id,
      email: user.email,
      name: user.name,
      phone: user.phone,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
      role: user.role,
      disabledAt: user.disabledAt,
      clientId: clients.id,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(clients, eq(clients.id, user.id))
    .where(eq(session.token, sql.placeholder('token')))
    .limit(1)
    .prepare('souq_session_viewer');

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

    /**
     * What a request's viewer needs beyond the session, in one read: whether the shopper
     * profile exists, and whether an administrator disabled the account.
     */
    async standing(userId: string): Promise<{ hasClient: boolean; disabled: boolean }> {
      const [row] = await db
        .select({ clientId: clients.id, disabledAt: user.disabledAt })
        .from(user)
        .leftJoin(clients, eq(clients.id, user.id))
        .where(eq(user.id, userId))
        .limit(1);
      return { hasClient: Boolean(row?.clientId), disabled: Boolean(row?.disabledAt) };
    },

    /**
     * A session by its token with everything a request's viewer needs, in one read: the
     * session's expiry, its user (the fields Better Auth's session gives), whether the shopper
     * profile exists and whether an administrator disabled the account. Null when no session
     * has that token (or its user is gone, as Better Auth's findSession says too).
     */
    async sessionViewer(token: string) {
      const [row] = await sessionViewerQuery.execute({ token });
      return row ?? null;
    },

    /** A disabled account's address (sign-in refuses it once the password was right). */
    async isDisabled(email: string): Promise<boolean> {
      const [row] = await db
        .select({ disabledAt: user.disabledAt })
        .from(user)
        .where(eq(user.email, email))
        .limit(1);
      return Boolean(row?.disabledAt);
    },

    /** Signs the account out everywhere: every session row goes. */
    async endSessions(email: string): Promise<void> {
      const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
      if (row) await db.delete(session).where(eq(session.userId, row.id));
    },
  };
}
export type AccountRepository = ReturnType<typeof accountRepository>;
