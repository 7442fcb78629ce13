import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/**
 * PostgreSQL text cannot hold U+0000: a NUL anywhere in the input would surface as a database
 * error (a 500) instead of a 400. Rejecting it before validation covers every route at once.
 */
export function registerNulRejection(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [source, value] of [
      ['querystring', request.query],
      ['params', request.params],
      ['body', request.body],
    ] as const) {
      const field = findNul(value, '');
      if (field !== null) {
        throw new AppError('VALIDATION_FAILED', undefined, [
          { in: source, field, message: 'NUL characters are not allowed' },
        ]);
      }
    }
  });
}

/** The dotted path of the first string containing NUL, or null. */
function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
    const found = findNul(child, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}
