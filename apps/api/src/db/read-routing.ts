import pg from 'pg';
import { parseLsn, type ReplicaGate } from './replica-gate';
import { isDatabaseUnavailable } from './unavailable';

/** How often the watcher reads both positions while nothing is pending, and while it is. */
const IDLE_POLL_MS = 1_000;
const BEHIND_POLL_MS = 100;

/**
 * A pool for Drizzle that takes each query (or, for a transaction, each connection) from the
 * replica's pool when the gate allows, else from the primary's. A replica that cannot be
 * reached is reported (`replicaFailed`, which closes the gate) and the query is run on the
 * primary instead: a shopper never gets an error because the replica went away. A subclass
 * of pg.Pool, so Drizzle runs a transaction on one connection it checks out here.
 */
export class RoutedPool extends pg.Pool {
  constructor(
    private readonly primary: pg.Pool,
    private readonly replica: pg.Pool,
    private readonly useReplica: () => boolean,
    private readonly replicaFailed: () => void,
  ) {
    // Its own connections are never used: every query and checkout goes to one of the two.
    super({ max: 1 });
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's query has many overloads; all pass through.
  override query(...args: any[]): any {
    const run = (pool: pg.Pool) => (pool.query as (...a: unknown[]) => Promise<unknown>)(...args);
    if (!this.useReplica()) return run(this.primary);
    return run(this.replica).catch((error: unknown) => {
      if (!isDatabaseUnavailable(error)) throw error;
      this.replicaFailed();
      return run(this.primary);
    });
  }

  // biome-ignore lint/suspicious/noExplicitAny: as above, for pg's connect overloads.
  override async connect(): Promise<any> {
    if (!this.useReplica()) return this.primary.connect();
    try {
      return await this.replica.connect();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      this.replicaFailed();
      return this.primary.connect();
    }
  }

  override async end(): Promise<void> {
    // The two pools are ended by their owner.
  }
}

/**
 * Reads the primary's WAL position and the replica's replayed one, about once a second, or
 * every 100 ms while a change waits to be replayed, and tells the gate. A replica that fails
 * to answer, or is not replaying (pg_last_wal_replay_lsn() is null on a primary), is closed
 * until it answers again. wake() reads at once (a change was announced: the sooner its
 * position is known, the sooner reads go back to the replica).
 */
export function watchReplica(
  primary: Pick<pg.Pool, 'query'>,
  replica: Pick<pg.Pool, 'query'>,
  gate: ReplicaGate,
  onProblem: (problem: string) => void = () => {},
): { wake(): void; stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let ticking = false;
  let running: Promise<void> = Promise.resolve();
  let lastProblem = '';
  const report = (problem: string) => {
    if (problem && problem !== lastProblem) onProblem(problem);
    lastProblem = problem;
  };

  async function tick(): Promise<void> {
    const covering = gate.beginPrimaryRead();
    try {
      const { rows } = await primary.query<{ lsn: string }>('select pg_current_wal_lsn() as lsn');
      gate.primaryAt(parseLsn(rows[0]!.lsn), covering, Date.now());
    } catch {
      // The primary's own failures are the queries' to report; the replica stays as it was.
    }
    try {
      const { rows } = await replica.query<{ lsn: string | null }>(
        'select pg_last_wal_replay_lsn() as lsn',
      );
      const lsn = rows[0]?.lsn ?? null;
      gate.replicaAt(lsn === null ? null : parseLsn(lsn));
      report(lsn === null ? 'DATABASE_READ_URL is not a replica: reads stay on the primary' : '');
    } catch (error) {
      gate.replicaAt(null);
      report(`read replica unreachable, reads go to the primary: ${(error as Error).message}`);
    }
  }

  function run(): void {
    ticking = true;
    running = tick().finally(() => {
      ticking = false;
      schedule();
    });
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(run, gate.behind() ? BEHIND_POLL_MS : IDLE_POLL_MS);
    timer.unref();
  }

  run();
  return {
    wake() {
      // A tick under way is followed 100 ms later by another, the gate being behind.
      if (stopped || ticking) return;
      clearTimeout(timer);
      run();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
