// @ts-check
/**
 * The cluster's database on the machine's PostgreSQL (CLUSTER_PG_URL, by default
 * postgres://postgres@127.0.0.1:5432/postgres: the server and a user that may create
 * databases). The API processes migrate it themselves when they start.
 */
import pg from 'pg';

const SERVER_URL = process.env.CLUSTER_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A database name safe to put in SQL as is. */
function checked(/** @type {string} */ name) {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`bad database name: ${name}`);
  return name;
}

/** The URL of database `name` on the cluster's server. */
export function databaseUrl(/** @type {string} */ name) {
  const url = new URL(SERVER_URL);
  url.pathname = `/${checked(name)}`;
  return url.toString();
}

/**
 * Runs `work` with a client connected to `url` (default: the server's own database).
 * @template T
 * @param {(client: pg.Client) => Promise<T>} work
 * @param {string} [url]
 * @returns {Promise<T>}
 */
export async function withClient(work, url = SERVER_URL) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `PostgreSQL at ${new URL(url).host} does not answer (${reason}): start it, or set CLUSTER_PG_URL`,
    );
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates database `name` unless it exists; `fresh`: drops it first. Returns its URL. */
export async function ensureDatabase(/** @type {string} */ name, { fresh = false } = {}) {
  await withClient(async (client) => {
    if (fresh) await client.query(`drop database if exists ${checked(name)} with (force)`);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${checked(name)}`);
  });
  return databaseUrl(name);
}

/** Drops database `name`, closing whatever still holds it open. */
export async function dropDatabase(/** @type {string} */ name) {
  await withClient((client) =>
    client.query(`drop database if exists ${checked(name)} with (force)`),
  );
}
