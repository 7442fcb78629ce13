import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { writeBatches } from '../../db/write-batches';
import type { MailMessage } from './mailer';

export type MailRow = typeof mailOutbox.$inferSelect;

export function mailRepository(db: Db) {
  // An order's two mails (the store's and the customer's), and those of orders placed at the
  // same moment, go in one insert.
  const stored = writeBatches<typeof mailOutbox.$inferInsert>(async (rows) => {
    await db.insert(mailOutbox).values(rows);
  });
  return {
    /** Settles once the message is stored. */
    store(message: MailMessage, links: string[]): Promise<void> {
      return stored.add({ ...message, links });
    },

    /** Newest first; `to` narrows to one recipient (tests and people look for their own mail). */
    list(filter: { to?: string; limit: number }): Promise<MailRow[]> {
      return db
        .select()
        .from(mailOutbox)
        .where(filter.to ? eq(mailOutbox.to, filter.to) : undefined)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(filter.limit);
    },
  };
}
export type MailRepository = ReturnType<typeof mailRepository>;
