// @ts-check
/**
 * `npm run cluster`: Souq as a small production site on this machine: 3 API processes behind
 * nginx, PostgreSQL, an S3 server (scripts/cluster/cluster.mjs). Prints the address; Ctrl-C
 * stops everything. State (database souq_cluster, media, secret, logs in .tmp/cluster) is kept
 * for the next run; --development keeps its own (souq_cluster_development, .tmp/cluster-development):
 * production locks the demo accounts for good in a database it has run on.
 *
 *   --port N          nginx's port (8080); the API processes take the next ones (8081...)
 *   --processes N     API processes (3)
 *   --fresh           start from an empty database and bucket (demo data seeded again)
 *   --development     NODE_ENV=development: the demo accounts sign in, mail in /dev/outbox
 *
 * Souq settings in this shell (ADMIN_EMAILS, SMTP_URL, MAIL_FROM, LOG_LEVEL, ...) reach the
 * API processes; nothing else of it does.
 */

import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startCluster } from './cluster.mjs';

const PASSED_ON = [
  'ADMIN_EMAILS',
  'SMTP_URL',
  'MAIL_FROM',
  'LOG_LEVEL',
  'MAP_TILE_URL',
  'MAP_TILE_ATTRIBUTION',
  'MAP_SATELLITE_TILE_URL',
  'MAP_SATELLITE_ATTRIBUTION',
  'GEOCODER_URL',
  'SELLER_SITE_URL',
  'EXCHANGE_RATES',
];

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8080' },
    processes: { type: 'string', default: '3' },
    fresh: { type: 'boolean', default: false },
    development: { type: 'boolean', default: false },
  },
});
const port = Number(values.port);
const count = Number(values.processes);
if (!Number.isInteger(port) || !Number.isInteger(count) || count < 1 || count > 16) {
  console.error('usage: npm run cluster -- [--port N] [--processes N] [--fresh] [--development]');
  process.exit(2);
}

/** @type {Record<string, string>} */
const env = { SEED_DEMO: 'true' };
for (const name of PASSED_ON) {
  const value = process.env[name];
  if (value) env[name] = value;
}
if (values.development) env.NODE_ENV = 'development';

const suffix = values.development ? '-development' : '';
const dir = fileURLToPath(new URL(`../../.tmp/cluster${suffix}`, import.meta.url));
// Ctrl-C while starting: the parts started so far run in their own process groups, so they
// are stopped once the start is over rather than left behind.
let interrupted = false;
const whileStarting = () => {
  interrupted = true;
  console.log('\ncluster: stopping once the parts being started are up');
};
process.on('SIGINT', whileStarting);
process.on('SIGTERM', whileStarting);
let cluster;
try {
  cluster = await startCluster({
    dir,
    database: `souq_cluster${suffix.replace('-', '_')}`,
    fresh: values.fresh,
    port,
    apiPorts: Array.from({ length: count }, (_, i) => port + 1 + i),
    env,
    log: (line) => console.log(`cluster: ${line}`),
  });
} catch (error) {
  console.error(`cluster: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

const mode = values.development
  ? 'development: demo accounts (README) sign in; mail at /dev/outbox from this machine'
  : 'production: demo accounts cannot sign in (--development lets them); without SMTP_URL ' +
    'mail is kept in the mail_outbox table';
console.log(`
Souq cluster: ${cluster.url}   (nginx in front of ${count} API processes)
  API processes: ${cluster.processes.map((api) => `${api.url} (pid ${api.pid()})`).join(', ')}
  PostgreSQL:    ${cluster.databaseUrl}
  S3:            ${cluster.s3Endpoint}, bucket souq-media, objects in ${dir}/s3
  logs:          ${dir}/logs (nginx: souq.access.log, souq.error.log; api-<port>.log)
  mode:          ${mode}
Ctrl-C stops everything.`);

process.off('SIGINT', whileStarting);
process.off('SIGTERM', whileStarting);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\ncluster: stopping (nginx, then the API processes drain and exit)');
  await cluster.stop();
  console.log('cluster: stopped');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
if (interrupted) await stop();
