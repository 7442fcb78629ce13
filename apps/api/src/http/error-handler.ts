import { type ErrorCode, errorStatus } from '@souq/domain/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError, errorBody } from './app-error';

/** A lost database is usually back within seconds (a restart, a failover). */
const RETRY_AFTER_SECONDS = 5;

interface FieldProblem {
  in: string;
  field: string;
  message: string;
}

/**
 * The single place where a thrown error becomes an HTTP answer. Known errors keep their
 * status; anything unexpected is logged in full and answered with a generic 500 so no
 * internal detail (SQL, paths, stack) reaches the client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      // Unavailable is temporary by definition: say when to come back.
      if (error.status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply
        .headers(error.headers)
        .code(error.status)
        .send(errorBody(error.code, error.message, error.details));
    }

    if (hasZodFastifySchemaValidationErrors(error) || Array.isArray(error.validation)) {
      const source = error.validationContext ?? 'request';
      const details: FieldProblem[] = (error.validation ?? []).map((issue) => ({
        in: source,
        field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: issue.message ?? 'invalid',
      }));
      return reply.code(400).send(errorBody('VALIDATION_FAILED', undefined, details));
    }

    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    // The rest of an oversized body is not worth reading (keep-alive would have Node read and
    // discard every byte of it): answer and close.
    if (status === 413) reply.header('connection', 'close');
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, body too large, unsupported content type...
      request.log.info({ code: error.code, status }, error.message);
      const code = codeForStatus(status);
      return reply.code(errorStatus[code]).send(errorBody(code));
    }

    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .code(503)
        .send(errorBody('SERVICE_UNAVAILABLE'));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(errorBody('INTERNAL'));
  });
}

function codeForStatus(status: number): ErrorCode {
  const byStatus: Record<number, ErrorCode> = {
    401: 'UNAUTHENTICATED',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    405: 'METHOD_NOT_ALLOWED',
    408: 'REQUEST_TIMEOUT',
    409: 'CONFLICT',
    413: 'PAYLOAD_TOO_LARGE',
    415: 'UNSUPPORTED_MEDIA_TYPE',
    429: 'RATE_LIMITED',
  };
  return byStatus[status] ?? 'VALIDATION_FAILED';
}
