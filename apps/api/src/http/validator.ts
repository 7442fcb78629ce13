import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

const NUL_MESSAGE = 'NUL characters are not allowed';

/**
 * The zod validator, plus one rule for every string a schema accepts: no U+0000 (PostgreSQL
 * text cannot hold it, so it would surface as a 500). It looks only at what the schema let
 * through, which the schema's own limits bound, and only at plain JSON data: raw upload bytes
 * and other non-JSON values are never walked, and a route without a schema parses nothing.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) => {
    const result = validate(data) as {
      error?: Error | FastifySchemaValidationError[];
      value?: unknown;
    };
    if (result.error) return result;
    const path = nulPath(result.value);
    if (path === null) return result;
    return {
      error: [
        {
          keyword: 'nul',
          instancePath: `/${path.join('/')}`,
          schemaPath: '#/nul',
          message: NUL_MESSAGE,
          params: {},
        },
      ],
    };
  };
};

/** The path of the first string (or key) holding NUL in plain JSON data, or null. */
export function nulPath(value: unknown): (string | number)[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? [] : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const inner = nulPath(value[i]);
      if (inner) return [i, ...inner];
    }
    return null;
  }
  if (!isPlainObject(value)) return null;
  for (const key of Object.keys(value)) {
    if (key.includes('\u0000')) return [key];
    const inner = nulPath(value[key]);
    if (inner) return [key, ...inner];
  }
  return null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
