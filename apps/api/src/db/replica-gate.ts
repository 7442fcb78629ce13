/**
 * When may a public read go to the read replica (DATABASE_READ_URL)? Only when it is known to
 * hold what shoppers must see, so that a replica never makes the marketplace look stale:
 * 1. every public change announced so far (a seller's edit, an admin's approval: public-changes)
 *    has been replayed there: a change marks the gate pending until the watcher has read the
 *    primary's WAL position after it, and the replica must reach that position;
 * 2. it is never more than `maxLagMs` behind: it must have replayed what the primary had
 *    written that long ago (writes nobody announces, such as the stock an order takes);
 * 3. it answered its last check.
 * Otherwise the read goes to the primary. The watcher (read-routing.ts) feeds the positions.
 */
export interface ReplicaGate {
  /** A public change committed; the replica is unusable until it has replayed it. */
  changed(): void;
  /** The watcher is about to read the primary's position: the changes it will cover. */
  beginPrimaryRead(): number;
  /** The primary's WAL position, read after every change up to `covering` had committed. */
  primaryAt(lsn: bigint, covering: number, at: number): void;
  /** The replica's replayed position, or null when it did not answer (or is no replica). */
  replicaAt(lsn: bigint | null): void;
  /** May a read go to the replica now? */
  usable(now: number): boolean;
  /** Changes not yet covered by a primary read (the watcher polls faster while there are). */
  behind(): boolean;
}

export function replicaGate({ maxLagMs }: { maxLagMs: number }): ReplicaGate {
  /**
   * Changes seen, and how many of them a primary read has covered. The start counts as one:
   * what the primary held before this process began (a migration it just ran, the writes of a
   * moment ago) may not be on the replica yet, and no sample says how far behind it is.
   */
  let changes = 1;
  let covered = 0;
  /** The position the replica must have replayed for the announced changes. */
  let required = 0n;
  let replayed: bigint | null = null;
  /** Primary positions by time, oldest first, kept for maxLagMs (and one older). */
  const samples: { at: number; lsn: bigint }[] = [];

  function lagFloor(now: number): bigint {
    let floor = 0n;
    for (const sample of samples) {
      if (sample.at > now - maxLagMs) break;
      floor = sample.lsn;
    }
    return floor;
  }

  return {
    changed() {
      changes += 1;
    },
    beginPrimaryRead() {
      return changes;
    },
    primaryAt(lsn, covering, at) {
      if (covering > covered) {
        covered = covering;
        if (lsn > required) required = lsn;
      }
      samples.push({ at, lsn });
      // Drop samples the floor no longer needs: keep the newest one older than maxLagMs.
      while (samples.length > 1 && samples[1]!.at <= at - maxLagMs) samples.shift();
    },
    replicaAt(lsn) {
      replayed = lsn;
    },
    usable(now) {
      if (covered < changes || replayed === null) return false;
      return replayed >= required && replayed >= lagFloor(now);
    },
    behind() {
      return covered < changes || (replayed !== null && replayed < required);
    },
  };
}

/** A pg_lsn as PostgreSQL prints it ("16/B374D848") as a number that compares. */
export function parseLsn(text: string): bigint {
  const match = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(text.trim());
  if (!match) throw new Error(`not a WAL position: ${text}`);
  return (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`);
}
