import type { Db } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema';

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
  };
}
export type NewsletterRepository = ReturnType<typeof newsletterRepository>;
