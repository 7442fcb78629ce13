import { execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** The machine's PostgreSQL server programs (Debian keeps them per version), or null. */
export function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(root, version, 'bin');
    if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_basebackup'))) return bin;
  }
  return null;
}

/** PostgreSQL refuses to run as root: as root, its programs run as the postgres user. */
function postgresUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ReplicatedPair {
  primaryUrl: string;
  replicaUrl: string;
  /** Runs SQL on the replica itself (pausing and resuming its replay). */
  onReplica(sql: string): Promise<void>;
  stopReplica(): void;
  stop(): void;
}

/**
 * A PostgreSQL primary and a streaming replica made from it with pg_basebackup, both new
 * clusters in a temporary directory on free ports (the machine's own server is not touched).
 * About 3 s. Needs the server programs (postgresBin).
 */
export async function startReplicatedPair(bin: string): Promise<ReplicatedPair> {
  const user = postgresUser();
  const base = mkdtempSync(join(tmpdir(), 'souq-replica-'));
  if (user) chownSync(base, user.uid, user.gid);
  const run = (program: string, args: string[]) =>
    execFileSync(join(bin, program), args, {
      stdio: 'pipe',
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
    });
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const primaryDir = join(base, 'primary');
  const replicaDir = join(base, 'replica');
  const settings = (port: number) =>
    [
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${base}'`,
      'wal_level = replica',
      'max_wal_senders = 4',
      'fsync = off',
      'shared_buffers = 16MB',
      '',
    ].join('\n');

  run('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  appendFileSync(join(primaryDir, 'postgresql.conf'), settings(primaryPort));
  const started: string[] = [];
  const stopCluster = (dir: string) => {
    try {
      run('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // Already stopped.
    }
  };
  try {
    run('pg_ctl', ['-D', primaryDir, '-l', join(base, 'primary.log'), '-w', 'start']);
    started.push(primaryDir);
    run('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
      ...['-D', replicaDir, '-R', '-X', 'stream', '--no-sync'],
    ]);
    appendFileSync(join(replicaDir, 'postgresql.conf'), settings(replicaPort));
    run('pg_ctl', ['-D', replicaDir, '-l', join(base, 'replica.log'), '-w', 'start']);
    started.push(replicaDir);
  } catch (error) {
    for (const dir of started) stopCluster(dir);
    rmSync(base, { recursive: true, force: true });
    throw error;
  }

  const url = (port: number) => `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    primaryUrl: url(primaryPort),
    replicaUrl: url(replicaPort),
    async onReplica(sql) {
      const client = new pg.Client({ connectionString: url(replicaPort) });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    },
    stopReplica: () => stopCluster(replicaDir),
    stop() {
      stopCluster(replicaDir);
      stopCluster(primaryDir);
      rmSync(base, { recursive: true, force: true });
    },
  };
}
