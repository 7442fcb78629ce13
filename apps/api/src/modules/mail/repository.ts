import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { MailMessage } from './mailer';

export type MailRow = typeof mailOutbox.$inferSelect;

export function mailRepository(db: Db) {
  return {
    async store(message: MailMessage, links: string[]): Promise<void> {
      await db.insert(mailOutbox).values({ ...message, links });
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
