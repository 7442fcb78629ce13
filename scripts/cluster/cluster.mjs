// @ts-check
/**
 * A local cluster built as production runs one (issue 21): N API processes (3) started from
 * deploy/systemd/souq@.service, nginx in front of them from deploy/nginx/souq.conf, one
 * PostgreSQL database and an S3 server for media. `npm run cluster` and the cluster tests
 * (scripts/cluster/scenarios) both start it with startCluster().
 *
 * The processes run in production mode: a generated AUTH_SECRET shared by all (a session
 * signed in on one is good on every other), PUBLIC_URL the nginx address (the only trusted
 * origin), TRUST_PROXY 127.0.0.1 (nginx), no SMTP (mail is kept in the mail_outbox table).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApi } from '../build-api.mjs';
import { apiProcess } from './api-process.mjs';
import { freePort, portTaken } from './free-port.mjs';
import { failTimeoutMs, startNginx } from './nginx.mjs';
import { databaseUrl, dropDatabase, ensureDatabase } from './postgres.mjs';
import { startS3 } from './s3.mjs';

/**
 * @typedef {object} ClusterOptions
 * @property {number} [processes] how many API processes (3)
 * @property {string} [dir] where nginx's files, the logs, the S3 objects and the secret live,
 *   kept at stop; default: a temporary directory, removed at stop
 * @property {string} [database] the database's name, kept at stop; default: a new
 *   souq_cluster_<random>, dropped at stop
 * @property {boolean} [fresh] drop the named database and its media first
 * @property {number} [port] nginx's port (default: a free one)
 * @property {number[]} [apiPorts] the API processes' ports (default: free ones)
 * @property {Record<string, string>} [env] more settings for every API process
 * @property {(line: string) => void} [log] progress lines
 */

/** @typedef {Awaited<ReturnType<typeof startCluster>>} Cluster */

/** The secret every process signs sessions with; kept in `dir` when it is kept. */
function authSecret(/** @type {string} */ dir, /** @type {boolean} */ kept) {
  const file = join(dir, 'auth-secret');
  if (kept && existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64');
  if (kept) writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Ports asked for must be free; otherwise the system picks. */
async function ports(/** @type {number[] | undefined} */ wanted, /** @type {number} */ count) {
  if (!wanted) return Promise.all(Array.from({ length: count }, () => freePort()));
  for (const port of wanted) {
    if (await portTaken(port)) throw new Error(`port ${port} is in use: choose other ports`);
  }
  return wanted.slice(0, count);
}

/** @param {ClusterOptions} [options] */
export async function startCluster(options = {}) {
  const log = options.log ?? (() => {});
  const count = options.processes ?? 3;
  const keepDir = options.dir !== undefined;
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'souq-cluster-'));
  const keepDatabase = options.database !== undefined;
  const database = options.database ?? `souq_cluster_${randomBytes(4).toString('hex')}`;
  /** @type {(() => Promise<unknown>)[]} */
  const undo = [];
  const stop = async () => {
    for (const step of undo.splice(0).reverse()) await step().catch(() => {});
  };
  // Undone last: everything else may still write into it.
  if (!keepDir) undo.push(async () => rmSync(dir, { recursive: true, force: true }));
  try {
    mkdirSync(join(dir, 'logs'), { recursive: true });
    if (options.fresh) rmSync(join(dir, 's3'), { recursive: true, force: true });
    await buildApi({ quiet: true });
    const [listen = 0] = await ports(options.port ? [options.port] : undefined, 1);
    const apiPorts = await ports(options.apiPorts, count);
    const url = `http://127.0.0.1:${listen}`;

    log(`database ${database} on PostgreSQL`);
    await ensureDatabase(database, { fresh: options.fresh });
    if (!keepDatabase) undo.push(() => dropDatabase(database));
    const s3 = await startS3({ directory: join(dir, 's3') });
    undo.push(() => s3.stop());

    const env = {
      DATABASE_URL: databaseUrl(database),
      ...s3.env,
      AUTH_SECRET: authSecret(dir, keepDir),
      PUBLIC_URL: url,
      DATA_DIR: join(dir, 'data'),
      LOG_LEVEL: 'info',
      ...options.env,
    };
    const processes = apiPorts.map((port) =>
      apiProcess({ port, env, logFile: join(dir, 'logs', `api-${port}.log`) }),
    );
    undo.push(() => Promise.all(processes.map((api) => api.stop())));
    const [first, ...others] = processes;
    // The first migrates the database (and seeds it when asked) before the others open it.
    log(`API process on port ${first?.port} (migrations, demo data when asked)`);
    await first?.start();
    log(`API processes on ports ${others.map((api) => api.port).join(', ')}`);
    await Promise.all(others.map((api) => api.start()));

    const nginx = await startNginx({ dir, listen, upstreams: apiPorts });
    undo.push(() => nginx.stop());
    // Should this process end without stop() (a crash, process.exit), nothing is left running.
    const orphans = () => {
      for (const pid of [nginx.pid(), ...processes.map((api) => api.pid())]) {
        try {
          if (pid) process.kill(pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    };
    process.once('exit', orphans);
    undo.push(async () => process.off('exit', orphans));
    const settleMs = failTimeoutMs() + 500;

    return {
      /** nginx: what shoppers open. */
      url,
      dir,
      databaseUrl: env.DATABASE_URL,
      s3Endpoint: s3.env.S3_ENDPOINT,
      processes,
      nginx,
      stop,
      /**
       * Restarts every process in turn as the unit's comments say: stop (SIGTERM: it drains
       * and exits), start, healthy, then nginx's fail_timeout so nginx uses it again before
       * the next one goes. Returns each stop's exit and duration.
       */
      async rollingRestart() {
        const stops = [];
        for (const api of processes) {
          const stopped = await api.stop();
          await api.start();
          stops.push({ port: api.port, ...stopped });
          await new Promise((resolve) => setTimeout(resolve, settleMs));
        }
        return stops;
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
