import type { SQL } from 'drizzle-orm';
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
