import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { authRateLimits } from '../../../db/schema';

interface RateLimitCount {
  /** Attempts recorded in the current window, this one included. */
  count: number;
  /** When the window ends and the count starts again from zero. */
  resetAt: Date;
}

/**
 * Fixed-window counters shared by every API process. The PostgreSQL table below is the
 * implementation today; a Redis store (INCR + EXPIRE) could replace it behind this interface
 * when login traffic makes the table hot.
 */
export interface RateLimitStore {
  /** Records one attempt, atomically (concurrent attempts never read a stale count). */
  hit(key: string, windowSeconds: number): Promise<RateLimitCount>;
  /** Takes one attempt back (a login that succeeded was not a failure). */
  undo(key: string): Promise<void>;
  /** Forgets the key (a successful login clears its account's failures). */
  reset(key: string): Promise<void>;
}

/** Expired rows are swept now and then, not on every hit. */
const SWEEP_EVERY = 200;

export function databaseRateLimitStore(db: Db): RateLimitStore {
  let hitsSinceSweep = 0;
  const table = authRateLimits;
  return {
    async hit(key, windowSeconds) {
      if (++hitsSinceSweep >= SWEEP_EVERY) {
        hitsSinceSweep = 0;
        await db.delete(table).where(lt(table.expiresAt, sql`now()`));
      }
      // One statement: insert, or bump the count (restarting it when the window has ended).
      const expired = sql`${table.expiresAt} <= now()`;
      const [row] = await db
        .insert(table)
        .values({
          key,
          count: 1,
          expiresAt: sql`now() + ${windowSeconds}::int * interval '1 second'`,
        })
        .onConflictDoUpdate({
          target: table.key,
          set: {
            count: sql`case when ${expired} then 1 else ${table.count} + 1 end`,
            expiresAt: sql`case when ${expired} then excluded.expires_at else ${table.expiresAt} end`,
          },
        })
        .returning({ count: table.count, resetAt: table.expiresAt });
      return row!;
    },

    async undo(key) {
      await db
        .update(table)
        .set({ count: sql`greatest(${table.count} - 1, 0)` })
        .where(eq(table.key, key));
    },

    async reset(key) {
      await db.delete(table).where(eq(table.key, key));
    },
  };
}
