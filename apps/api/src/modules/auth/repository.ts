import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { account, clients, user } from '../../db/schema';

export function authRepository(db: Db) {
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
export type AuthRepository = ReturnType<typeof authRepository>;
