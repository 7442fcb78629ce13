import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg, { type QueryResultRow } from 'pg';
import type { Db } from './client';

/** A transaction handle (both drivers): what db.transaction hands its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Where a query runs: the database itself, or a transaction the caller holds open. */
export type Executor = Db | Tx;

/** The rows of a raw SQL query: both drivers, and their transactions, answer { rows }. */
export async function rowsOf<T>(db: Pick<Executor, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * One page of a raw SQL list and the number of rows it is a page of, read side by side: the
 * count query answers { total }.
 */
export async function pageOf<T>(
  db: Pick<Executor, 'execute'>,
  page: SQL,
  count: SQL,
): Promise<{ rows: T[]; count: number }> {
  const [rows, [total]] = await Promise.all([
    rowsOf<T>(db, page),
    rowsOf<{ total: number }>(db, count),
  ]);
  return { rows, count: total?.total ?? 0 };
}

/** Text taken literally inside a LIKE pattern: its backslashes, '%' and '_' escaped. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const dialect = new PgDialect();
/** Statement names by query text, for the whole process (a name is per connection in PostgreSQL). */
const statementNames = new Map<string, string>();
/**
 * Named statements a process makes at most: each connection keeps every one it has prepared
 * (and its plan) for its lifetime, so only a bounded set of query shapes is named; the rest run
 * unnamed, as any query.
 */
const MAX_STATEMENT_NAMES = 300;

/** A query with its text and parameters worked out (Drizzle builds them again on every run). */
export interface BuiltQuery {
  query: SQL;
  text: string;
  params: unknown[];
}

export function builtQuery(query: SQL): BuiltQuery {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { query, text, params };
}

/**
 * The rows of a query that runs again and again with the same text (a shape of product list):
 * on PostgreSQL as a named statement, so each connection parses it once and, once PostgreSQL
 * finds its generic plan as good as the custom ones (after five runs), plans it once too.
 * `named: false` runs it unnamed (a text unlikely to come again). PGlite, whose one connection
 * lives in this process, runs it as any query (rowsOf).
 */
export async function preparedRowsOf<T>(
  db: Pick<Executor, 'execute'>,
  query: SQL | BuiltQuery,
  { named = true } = {},
): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  const built = 'text' in query ? query : null;
  if (!(client instanceof pg.Pool)) return rowsOf<T>(db, built ? built.query : (query as SQL));
  const { text, params } = built ?? builtQuery(query as SQL);
  let name = named ? statementNames.get(text) : undefined;
  if (named && name === undefined && statementNames.size < MAX_STATEMENT_NAMES) {
    name = `souq_${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  const result = await client.query<T & QueryResultRow>({ name, text, values: params });
  return result.rows;
}
