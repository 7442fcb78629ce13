import type { AdminSubscriberListQuery } from '@souq/domain/schemas/newsletter';
import { asc, count, desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeLike, type Tx } from '../../db/query';
import { newsletterSubscriptions } from '../../db/schema';

export type SubscriberRow = typeof newsletterSubscriptions.$inferSelect;

export function newsletterRepository(db: Db) {
  return {
    /** true when the address is new; the unique index makes a repeat a no-op, even concurrently. */
    async subscribe(email: string): Promise<boolean> {
      const inserted = await db
        .insert(newsletterSubscriptions)
        .values({ email })
        .onConflictDoNothing({ target: newsletterSubscriptions.email })
        .returning({ id: newsletterSubscriptions.id });
      return inserted.length > 0;
    },

    async isSubscribed(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: newsletterSubscriptions.id })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email));
      return Boolean(row);
    },

    /** The row goes: the list and the export never see the address again until it subscribes. */
    async unsubscribe(email: string): Promise<void> {
      await db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    },

    /** A page of subscribers, newest first (id breaks ties so pages never overlap). */
    async list(query: AdminSubscriberListQuery): Promise<{ rows: SubscriberRow[]; count: number }> {
      const where = query.q
        ? ilike(newsletterSubscriptions.email, `%${escapeLike(query.q)}%`)
        : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(newsletterSubscriptions)
          .where(where)
          .orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ n: count() }).from(newsletterSubscriptions).where(where),
      ]);
      return { rows, count: total?.n ?? 0 };
    },

    /**
     * Every subscriber, oldest first, for the export. One query: a marketplace's list is
     * thousands of rows, a few hundred KB; a streamed export can come when one is measured.
     */
    async all(): Promise<SubscriberRow[]> {
      return db
        .select()
        .from(newsletterSubscriptions)
        .orderBy(asc(newsletterSubscriptions.createdAt), asc(newsletterSubscriptions.id));
    },

    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    /** Removes one subscriber by id and says who it was, or null when there was none. */
    async remove(tx: Tx, id: string): Promise<SubscriberRow | null> {
      const [row] = await tx
        .delete(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.id, id))
        .returning();
      return row ?? null;
    },
  };
}
export type NewsletterRepository = ReturnType<typeof newsletterRepository>;
