import type { AdminCustomersQuery } from '@souq/domain/schemas/admin-customers';
import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeLike, type Tx } from '../../db/query';
import { clients, orders, session, user } from '../../db/schema';

const orderCount = sql<number>`(select count(*)::int from ${orders} where ${orders.customerId} = ${user.id})`;

const columns = {
  user,
  clientId: clients.id,
  clientName: clients.name,
  clientPhone: clients.phone,
  address: clients.formattedAddress,
  orderCount,
};
export type CustomerRow = {
  user: typeof user.$inferSelect;
  clientId: string | null;
  clientName: string | null;
  clientPhone: string | null;
  address: string | null;
  orderCount: number;
};

/** Accounts as the operator sees them: the auth user, its shopper profile, its order count. */
export function adminCustomerRepository(db: Db) {
  return {
    async page(query: AdminCustomersQuery) {
      const pattern = query.q ? `%${escapeLike(query.q)}%` : null;
      const where = and(
        query.state === 'disabled' ? isNotNull(user.disabledAt) : undefined,
        query.state === 'active' ? isNull(user.disabledAt) : undefined,
        pattern
          ? or(
              ilike(user.email, pattern),
              ilike(user.name, pattern),
              ilike(clients.name, pattern),
              ilike(clients.phone, pattern),
              ilike(user.phone, pattern),
            )
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(user)
          .leftJoin(clients, eq(clients.id, user.id))
          .where(where)
          .orderBy(desc(user.createdAt), desc(user.id))
          .limit(query.limit)
          .offset(query.offset),
        db
          .select({ n: count() })
          .from(user)
          .leftJoin(clients, eq(clients.id, user.id))
          .where(where),
      ]);
      return { rows: rows as CustomerRow[], count: total?.n ?? 0 };
    },

    async find(id: string): Promise<CustomerRow | null> {
      const [row] = await db
        .select(columns)
        .from(user)
        .leftJoin(clients, eq(clients.id, user.id))
        .where(eq(user.id, id));
      return (row as CustomerRow | undefined) ?? null;
    },

    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    /** Disabled (with why) or enabled again; disabling ends every session in the same step. */
    async setDisabled(tx: Tx, id: string, reason: string | null, disabled: boolean) {
      await tx
        .update(user)
        .set({
          disabledAt: disabled ? new Date() : null,
          disabledReason: disabled ? reason : null,
          updatedAt: new Date(),
        })
        .where(eq(user.id, id));
      if (disabled) await tx.delete(session).where(eq(session.userId, id));
    },
  };
}
export type AdminCustomerRepository = ReturnType<typeof adminCustomerRepository>;
