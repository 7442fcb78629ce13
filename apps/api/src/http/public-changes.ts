import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** The PostgreSQL channel every API process sharing one database listens on. */
const CHANNEL = 'souq_public_changes';

/**
 * "Public data changed": a seller or an administrator wrote something shoppers see (a store's
 * name, theme, hours, wallets; a store approved or suspended; a product), so every public
 * response cache forgets what it holds and the next read is fresh
 * (docs/decisions/016-seller-console.md). Built once per app (modules/context.ts); caches
 * subscribe, writers call changed() after their transaction commits.
 *
 * Across processes: changed() also sends a NOTIFY with this process's id, and start() listens
 * for the others' (PGlite and PostgreSQL alike), so every API process behind the load balancer
 * forgets at once, not when its cached answers expire. A listening connection that was cut
 * forgets everything when it is back: what it missed meanwhile is unknown. With a read
 * replica, public reads go to the primary after a change until the replica has replayed it.
 */
/**
 * Tells every API process sharing the database that public data changed. publicChanges uses it
 * on each change; `npm run stores` (no caches of its own) calls it alone and waits for it.
 */
export function notifyPublicChange(db: Database['db'], origin: string): Promise<unknown> {
  return db.execute(sql`select pg_notify(${CHANNEL}, ${origin})`);
}

export function publicChanges(database?: Pick<Database, 'db' | 'listen' | 'replica'>) {
  const origin = randomUUID();
  const listeners = new Set<() => void>();
  const forgetAll = () => {
    // First the read replica, if any: the reads that refill the caches must not come from a
    // replica that has not replayed the change yet (db/replica-gate.ts).
    database?.replica?.changed();
    for (const forget of listeners) forget();
  };
  let stopListening: (() => Promise<void>) | null = null;
  return {
    /** Runs `forget` on every change; returns the unsubscribe. */
    subscribe(forget: () => void): () => void {
      listeners.add(forget);
      return () => listeners.delete(forget);
    },
    changed(): void {
      forgetAll();
      // Should it fail, the others' caches still expire on their own.
      if (database) notifyPublicChange(database.db, origin).catch(() => {});
    },
    /** Hears the other processes' changes (called once the app is built). */
    async start(): Promise<void> {
      if (!database?.listen || stopListening) return;
      stopListening = await database.listen(
        CHANNEL,
        (from) => {
          if (from !== origin) forgetAll();
        },
        forgetAll,
      );
    },
    async stop(): Promise<void> {
      const stop = stopListening;
      stopListening = null;
      await stop?.();
    },
  };
}
export type PublicChanges = ReturnType<typeof publicChanges>;
