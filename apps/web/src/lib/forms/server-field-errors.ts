import type { FieldValues, Path } from 'react-hook-form';
import { HttpError } from '@/lib/http';
import type { FieldMessages } from './use-schema-form';

/**
 * The API's per-field problems (a 400 VALIDATION_FAILED) for the fields a form has, renamed
 * where the API's names differ (newPassword -> password). Anything else is no field's.
 */
export function serverFieldErrors<Values extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  renames: Partial<Record<string, Path<Values>>> = {},
): FieldMessages<Values> {
  const found: FieldMessages<Values> = {};
  if (!(error instanceof HttpError)) return found;
  for (const problem of error.fieldProblems) {
    const name = renames[problem.field] ?? (problem.field as Path<Values>);
    if (fields.includes(name)) found[name] ??= problem.message;
  }
  return found;
}
