import { mkdirSync } from 'node:fs';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../locations';
import { RoutedPool, watchReplica } from './read-routing';
import { replicaGate } from './replica-gate';
import * as schema from './schema';

type Schema = typeof schema;
/** Both drivers expose the same query builder; code is written once against this type. */
export type Db = ReturnType<typeof drizzlePg<Schema>>;

export interface Database {
  db: Db;
  /**
   * For public reads that may come from the read replica (DATABASE_READ_URL) when it holds
   * what shoppers must see (replica-gate.ts), else the primary; without a replica, `db`.
   * Never for a write, nor for a read that must see the request's own write.
   */
  read: Db;
  /** Present with a read replica: tell it public data changed (public-changes.ts does). */
  replica?: { changed(): void; inUse(): boolean };
  kind: 'pglite' | 'postgres';
  /** Runs the SQL migration files not yet applied (idempotent). */
  migrate(): Promise<void>;
  /** A cheap round trip, used by the health check. */
  ping(): Promise<void>;
  /**
   * Hears NOTIFY on `channel` from every process sharing the database until the returned stop
   * is called. On PostgreSQL one dedicated connection listens and comes back after it is cut;
   * `onGap` runs then, since notifications sent meanwhile were lost.
   */
  listen?(
    channel: string,
    onMessage: (payload: string) => void,
    onGap?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** A streaming replica of the primary, for public reads (DATABASE_READ_URL). */
interface ReplicaTarget {
  readUrl: string;
  /** How far behind the primary it may serve (default REPLICA_MAX_LAG_MS; tests shorten it). */
  maxLagMs?: number;
  onReplicaProblem?: (problem: string) => void;
}

export type DatabaseTarget =
  | ({ url: string } & Partial<Omit<ReplicaTarget, 'readUrl'>> & { readUrl?: string | null })
  | { dataDir: string }
  | { memory: true };

/** How far behind the primary a replica may serve public reads (writes nobody announces). */
const REPLICA_MAX_LAG_MS = 5_000;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    const { database, pool } = openPostgres(target.url);
    return target.readUrl
      ? withReadReplica(database, pool, { ...target, readUrl: target.readUrl })
      : database;
  }
  if ('dataDir' in target) mkdirSync(target.dataDir, { recursive: true });
  // Loaded only here: a server on PostgreSQL never holds PGlite's code (~4 MB resident).
  const { openEmbedded } = await import('./embedded');
  return openEmbedded('dataDir' in target ? target.dataDir : undefined);
}

/**
 * Every connection runs its queries in one backend, without parallel workers: on a small server
 * under many shoppers a parallel plan multiplies the work of a large search ("زيت" at 50
 * connections: 13 req/s with them, 100 without; decision 006), and setting it per connection
 * rather than per query saves three statements (BEGIN, SET LOCAL, COMMIT) on every search.
 * Options in DATABASE_URL (`?options=...`) are the operator's and replace these.
 */
export const SESSION_OPTIONS = '-c max_parallel_workers_per_gather=0';

function postgresPool(url: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    options: SESSION_OPTIONS,
    max: 10,
    connectionTimeoutMillis: 5_000,
  });
  // An idle client's network error must not crash the process; queries report their own errors.
  pool.on('error', () => {});
  // The pool removes that listener from a client while it is checked out, so a connection
  // dying between two statements of a transaction would be an unhandled 'error' event and
  // take the process down. Each client keeps its own listener; the failing query still
  // rejects and the transaction rolls back.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  return pool;
}

/** Any constant: the key of the advisory lock every Souq process migrates under. */
const MIGRATION_LOCK = 0x50_75_71_01;

/**
 * Several API processes may start at once on one database (systemctl start souq@3001
 * souq@3002 ...; a release with a new migration): without a lock each runs the same migration
 * and all but one fail on objects that now exist. So one migrates while the others wait on a
 * session advisory lock, and they then find nothing left to do.
 */
async function migrateAlone(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    // Closed, not pooled: whatever happened above, no lock outlives the migration.
    client.release(true);
  }
}

/** The database, and its pool for a read replica's watcher (withReadReplica). */
function openPostgres(url: string): { database: Database; pool: pg.Pool } {
  const pool = postgresPool(url);
  const db = drizzlePg(pool, { schema, casing: 'snake_case' });
  const database: Database = {
    db,
    read: db,
    kind: 'postgres',
    migrate: () => migrateAlone(pool, () => migratePg(db, { migrationsFolder })),
    ping: async () => {
      await pool.query('select 1');
    },
    listen: (channel, onMessage, onGap) => listenOnPostgres(url, channel, onMessage, onGap),
    close: () => pool.end(),
  };
  return { database, pool };
}

/**
 * Public reads from a streaming replica when the gate allows (replica-gate.ts), everything
 * else on the primary. The replica's own pool and watcher close with the database.
 */
function withReadReplica(
  primary: Database,
  primaryPool: pg.Pool,
  { readUrl, maxLagMs = REPLICA_MAX_LAG_MS, onReplicaProblem: onProblem }: ReplicaTarget,
): Database {
  const replicaPool = postgresPool(readUrl);
  const gate = replicaGate({ maxLagMs });
  const watcher = watchReplica(primaryPool, replicaPool, gate, onProblem);
  const inUse = () => gate.usable(Date.now());
  const routed = new RoutedPool(primaryPool, replicaPool, inUse, () => gate.replicaAt(null));
  return {
    ...primary,
    // Reads after a migration must wait for the replica to have it (a new column, a table).
    migrate: async () => {
      await primary.migrate();
      gate.changed();
      watcher.wake();
    },
    read: drizzlePg(routed, { schema, casing: 'snake_case' }),
    replica: {
      changed() {
        gate.changed();
        watcher.wake();
      },
      inUse,
    },
    close: async () => {
      await watcher.stop();
      await Promise.all([replicaPool.end(), primary.close()]);
    },
  };
}

const RELISTEN_MS = 2_000;

/** One connection of its own (a pooled one would be handed to queries): LISTEN, and again. */
async function listenOnPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onGap?: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const again = () => {
    if (stopped) return;
    current = null;
    onGap?.();
    retry = setTimeout(() => void connect(), RELISTEN_MS);
    retry.unref();
  };
  async function connect() {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client.on('error', () => {}); // 'end' follows and brings the connection back
    client.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch {
      await client.end().catch(() => {});
      again();
      return;
    }
    if (stopped) return void (await client.end().catch(() => {}));
    current = client;
    client.on('end', () => {
      if (current === client) again();
    });
  }
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end().catch(() => {});
  };
}
