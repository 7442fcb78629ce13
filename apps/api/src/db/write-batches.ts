/** At most this many items go in one write: a bounded statement, however busy the server. */
const MAX_BATCH = 100;

/**
 * Coalesces small writes made at about the same moment into one statement: items added in the
 * same tick, or while the previous batch is being written, go out together. Under load that
 * turns one round trip per item (each costing more CPU in the socket write than the database
 * spends on the row) into one per batch; when idle, an item is written on the next tick.
 * add() settles when its own batch is written, or fails with it.
 */
export function writeBatches<T>(write: (items: T[]) => Promise<void>) {
  const waiting: { item: T; settle: (error?: unknown) => void }[] = [];
  let writing: Promise<void> | null = null;

  async function drain(): Promise<void> {
    while (waiting.length > 0) {
      const batch = waiting.splice(0, MAX_BATCH);
      let failure: unknown;
      try {
        await write(batch.map((entry) => entry.item));
      } catch (error) {
        failure = error ?? new Error('batch write failed');
      }
      for (const entry of batch) entry.settle(failure);
    }
  }

  function schedule(): void {
    if (writing) return;
    writing = (async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      try {
        await drain();
      } finally {
        writing = null;
        // Added after drain's last look (by code its settled items resumed): not left behind.
        if (waiting.length > 0) schedule();
      }
    })();
  }

  return {
    add(item: T): Promise<void> {
      const done = new Promise<void>((resolve, reject) => {
        waiting.push({
          item,
          settle: (error) => (error === undefined ? resolve() : reject(error)),
        });
      });
      schedule();
      return done;
    },
  };
}
