import { type ErrorCode, errorStatus } from '@souq/domain/errors';
import { apiErrors } from '@souq/domain/locales/ar/errors';

/**
 * The one error type services throw. The code decides the HTTP status (errorStatus) and the
 * default Arabic message (locales/ar/errors.ts); a more specific Arabic message may be given.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: unknown;
  /** Headers the answer needs (e.g. Retry-After on a 429). */
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    message?: string,
    details?: unknown,
    headers: Record<string, string> = {},
  ) {
    super(message ?? apiErrors[code]);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
    this.headers = headers;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export function errorBody(code: ErrorCode, message?: string, details?: unknown) {
  const error: { code: ErrorCode; message: string; details?: unknown } = {
    code,
    message: message ?? apiErrors[code],
  };
  if (details !== undefined) error.details = details;
  return { error };
}
