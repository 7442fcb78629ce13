/**
 * "Public data changed": a seller or an administrator wrote something shoppers see (a store's
 * name, theme, hours, wallets; a store approved or suspended; a product), so every public
 * response cache of this process forgets what it holds and the next read is fresh
 * (issue 16, point 5). Built once per app (modules/context.ts); caches subscribe, writers call
 * changed() after their transaction commits.
 *
 * In-process only: another API process behind the same load balancer keeps its own answers
 * until their lifetime ends (public-list.ts, 30 s), as before. Telling the other processes
 * (PostgreSQL NOTIFY) is the next step when more than one process runs (decision 016).
 */
export function publicChanges() {
  const listeners = new Set<() => void>();
  return {
    /** Runs `forget` on every change; returns the unsubscribe. */
    subscribe(forget: () => void): () => void {
      listeners.add(forget);
      return () => listeners.delete(forget);
    },
    changed(): void {
      for (const forget of listeners) forget();
    },
  };
}
export type PublicChanges = ReturnType<typeof publicChanges>;
