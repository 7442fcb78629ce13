import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { authRateLimits } from '../../../db/schema';

export interface BucketRule {
  /** Requests one key may make at once after being idle. */
  capacity: number;
  /** Requests per second after that. */
  perSecond: number;
  /** How long a request may queue for its turn; 0 refuses at once. */
  maxWaitSeconds?: number;
}

/** A turn: go after `waitMs` (0 = now), or come back after `retryAfterSeconds`. */
export type Turn =
  | { granted: true; waitMs: number }
  | { granted: false; retryAfterSeconds: number };

/** Expired rows are swept now and then, not on every take (as the auth limits do). */
const SWEEP_EVERY = 200;

/**
 * Token buckets shared by every API process, in the auth rate limits' table (one statement per
 * request, atomic, swept the same way). A bucket is stored as the moment it is full again
 * (GCRA: `expires_at`, the "theoretical arrival time"): each request pushes it one interval
 * (1/perSecond) later, from now if it had passed; a request is refused when that moment is more
 * than capacity - 1 intervals ahead (plus the wait it may queue for). Same answers as an
 * in-memory bucket of `capacity` tokens, one row per key, no background refill.
 *
 * The clock is the database's, so processes on machines whose clocks disagree still share one
 * rate. A concurrent take waits for the row lock and re-reads the row; `greatest(...)` keeps
 * the moment from going back when its statement started before the other committed.
 */
export function bucketRepository(db: Db) {
  const table = authRateLimits;
  let takesSinceSweep = 0;

  return {
    async take(key: string, rule: BucketRule): Promise<Turn> {
      if (++takesSinceSweep >= SWEEP_EVERY) {
        takesSinceSweep = 0;
        await db.delete(table).where(lt(table.expiresAt, sql`now()`));
      }
      const interval = 1 / rule.perSecond;
      const tolerance = (rule.capacity - 1) * interval + (rule.maxWaitSeconds ?? 0);
      const seconds = (value: number) => sql`${value}::float8 * interval '1 second'`;
      const full = sql`${table.expiresAt} <= now()`;
      const [row] = await db
        .insert(table)
        .values({ key, count: 1, expiresAt: sql`now() + ${seconds(interval)}` })
        .onConflictDoUpdate({
          target: table.key,
          set: {
            // Requests since the bucket was last full; for people reading the table.
            count: sql`case when ${full} then 1 else ${table.count} + 1 end`,
            expiresAt: sql`greatest(${table.expiresAt}, now()) + ${seconds(interval)}`,
          },
          setWhere: sql`${table.expiresAt} - now() <= ${seconds(tolerance)}`,
        })
        .returning({ ahead: sql<number>`extract(epoch from ${table.expiresAt} - now())::float8` });
      if (row) {
        // Past `capacity` intervals ahead, the turn was given later than now: wait for it.
        const wait = Number(row.ahead) - rule.capacity * interval;
        return { granted: true, waitMs: Math.max(0, Math.round(wait * 1000)) };
      }
      // Refused (nothing was written): when a take would be granted again, for Retry-After.
      const [held] = await db
        .select({ ahead: sql<number>`extract(epoch from ${table.expiresAt} - now())::float8` })
        .from(table)
        .where(eq(table.key, key));
      const retry = Math.ceil(Number(held?.ahead ?? 0) - tolerance);
      return { granted: false, retryAfterSeconds: Math.max(1, retry) };
    },
  };
}
export type BucketRepository = ReturnType<typeof bucketRepository>;
