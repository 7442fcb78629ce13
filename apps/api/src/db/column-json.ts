import {
  getTableColumns,
  type InferInsertModel,
  type InferSelectModel,
  type Table,
} from 'drizzle-orm';

/**
 * A row as JSON keyed by column names, for SQL that reads it with jsonb_populate_record: the
 * values as they are (jsonb columns stay objects, so they are not encoded twice).
 */
export function columnJson<T extends Table>(
  table: T,
  row: Partial<InferInsertModel<T>>,
): Record<string, unknown> {
  const json: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (key in row) json[column.name] = (row as Record<string, unknown>)[key];
  }
  return json;
}

/**
 * A row that SQL returned as to_jsonb(row) (money cast to text first), typed and mapped as a
 * Drizzle select of the table would give it: Dates for timestamps, numbers for bigint.
 */
export function rowFromColumnJson<T extends Table>(
  table: T,
  json: Record<string, unknown>,
): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}
