import type { GeocodePlace } from '@souq/domain/schemas/geocoding';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { geocoderAnswers } from '../../../db/schema';

type Answer = GeocodePlace[] | GeocodePlace;

export interface AnswerLimits {
  /** How long an answer is served before the geocoder is asked again. */
  ttlSeconds: number;
  /** Rows kept at most; the oldest go first. */
  maxEntries: number;
}

/**
 * The geocoder's answers in PostgreSQL, read by every API process (a query answered through
 * one process is not asked upstream again through another). Reads always go to the primary:
 * an answer written a moment ago must be found by the next process.
 *
 * Every write also trims the table: expired rows, and whatever is older than the newest
 * `maxEntries` (the TTL is the same for all, so oldest expiry = oldest write). Writes follow an
 * upstream call, at most one per second for the whole cluster on the public geocoder, so
 * trimming each time is cheap and keeps the table within `maxEntries` plus the writes racing it.
 */
export function answerRepository(db: Db, limits: AnswerLimits) {
  const table = geocoderAnswers;
  return {
    async find<T extends Answer>(key: string): Promise<T | null> {
      const [row] = await db
        .select({ answer: table.answer })
        .from(table)
        .where(and(eq(table.key, key), gt(table.expiresAt, sql`now()`)));
      return (row?.answer as T | undefined) ?? null;
    },

    async keep(key: string, answer: Answer): Promise<void> {
      const expiresAt = sql`now() + ${limits.ttlSeconds}::int * interval '1 second'`;
      await db
        .insert(table)
        .values({ key, answer, expiresAt })
        .onConflictDoUpdate({ target: table.key, set: { answer, expiresAt } });
      const oldestKept = db
        .select({ expiresAt: table.expiresAt })
        .from(table)
        .orderBy(desc(table.expiresAt))
        .offset(limits.maxEntries - 1)
        .limit(1);
      await db
        .delete(table)
        .where(sql`${table.expiresAt} <= now() or ${table.expiresAt} < (${oldestKept})`);
    },
  };
}
export type AnswerRepository = ReturnType<typeof answerRepository>;
