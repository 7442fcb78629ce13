import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, user } from '../../db/schema';

export type ClientRow = typeof clients.$inferSelect;

/** Columns an update may set; undefined leaves a column as it is. */
export interface ClientChanges {
  name: string;
  phone: string | null;
  address?: string | null;
  formattedAddress?: string | null;
  deliveryNotes?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

export function profileRepository(db: Db) {
  return {
    async findClient(id: string): Promise<ClientRow | null> {
      const [row] = await db.select().from(clients).where(eq(clients.id, id)).limit(1);
      return row ?? null;
    },

    /** Profile completion: insert, or rename/re-phone an existing record (spec: upsert on id). */
    async upsertClient(values: { id: string; name: string; phone: string | null; email: string }) {
      await db
        .insert(clients)
        .values({ ...values, type: 'shopper' })
        .onConflictDoUpdate({
          target: clients.id,
          set: { name: values.name, phone: values.phone, updatedAt: sql`now()` },
        });
    },

    async insertClientIfMissing(values: {
      id: string;
      name: string;
      phone: string | null;
      email: string;
    }) {
      await db
        .insert(clients)
        .values({ ...values, type: 'shopper' })
        .onConflictDoNothing();
    },

    /** false when there is no client record to update. */
    async updateClient(id: string, changes: ClientChanges): Promise<boolean> {
      const updated = await db
        .update(clients)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(clients.id, id))
        .returning({ id: clients.id });
      return updated.length > 0;
    },

    async updatePreferences(id: string, preferences: Record<string, boolean>): Promise<boolean> {
      const updated = await db
        .update(clients)
        .set({ preferences, updatedAt: sql`now()` })
        .where(eq(clients.id, id))
        .returning({ id: clients.id });
      return updated.length > 0;
    },

    /** The auth user's name and phone follow the profile, so session and profile agree. */
    async syncUser(id: string, values: { name: string; phone: string | null }) {
      await db
        .update(user)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(user.id, id));
    },

    /**
     * One page of client records and the total. Oldest first: new sign-ups land on the last
     * page instead of shifting every page an admin is walking through.
     */
    async listClients(filter: { clientId?: string; limit: number; offset: number }) {
      const where = filter.clientId ? eq(clients.id, filter.clientId) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(clients)
          .where(where)
          .orderBy(asc(clients.createdAt), asc(clients.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ count: sql<number>`count(*)::int` }).from(clients).where(where),
      ]);
      return { rows, count: total?.count ?? 0 };
    },
  };
}
export type ProfileRepository = ReturnType<typeof profileRepository>;
