import type { ErrorCode } from '@souq/domain/errors';
import { authMessages as m } from '@souq/domain/locales/ar/auth';
import { AppError } from '../../../http/app-error';

interface Translation {
  code: ErrorCode;
  message?: string;
  field?: string;
}

/**
 * Better Auth answers errors as { code, message } in English; this is the one place where
 * they become our error model (code, status, Arabic message). Codes not listed fall back by
 * HTTP status, so a new Better Auth code can never leak English text to the shopper.
 */
const byCode: Record<string, Translation> = {
  USER_ALREADY_EXISTS: { code: 'EMAIL_ALREADY_REGISTERED' },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { code: 'EMAIL_ALREADY_REGISTERED' },
  INVALID_EMAIL_OR_PASSWORD: { code: 'INVALID_CREDENTIALS' },
  EMAIL_NOT_VERIFIED: { code: 'EMAIL_NOT_VERIFIED' },
  INVALID_TOKEN: { code: 'INVALID_TOKEN' },
  TOKEN_EXPIRED: { code: 'INVALID_TOKEN' },
  PASSWORD_TOO_SHORT: { code: 'VALIDATION_FAILED', message: m.passwordTooShort, field: 'password' },
  PASSWORD_TOO_LONG: { code: 'VALIDATION_FAILED', message: m.passwordTooLong, field: 'password' },
  INVALID_EMAIL: { code: 'VALIDATION_FAILED', message: m.emailInvalid, field: 'email' },
  // change-password with a wrong current password: a form error, not "you are signed out".
  INVALID_PASSWORD: {
    code: 'VALIDATION_FAILED',
    message: m.currentPasswordWrong,
    field: 'currentPassword',
  },
  CREDENTIAL_ACCOUNT_NOT_FOUND: { code: 'VALIDATION_FAILED', message: m.currentPasswordWrong },
  SESSION_EXPIRED: { code: 'UNAUTHENTICATED' },
  SESSION_NOT_FRESH: { code: 'UNAUTHENTICATED' },
  FAILED_TO_GET_SESSION: { code: 'UNAUTHENTICATED' },
  // Behind our own origin guard (origin-guard.ts), which words the usual case for the operator.
  INVALID_ORIGIN: { code: 'UNTRUSTED_ORIGIN' },
  MISSING_OR_NULL_ORIGIN: { code: 'UNTRUSTED_ORIGIN' },
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: { code: 'UNTRUSTED_ORIGIN' },
  INVALID_CALLBACK_URL: { code: 'FORBIDDEN' },
  INVALID_REDIRECT_URL: { code: 'FORBIDDEN' },
};

const byStatus: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
};

/** Better Auth's error code, when its answer has one. */
export function betterAuthCode(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'code' in body && typeof body.code === 'string') {
    return body.code;
  }
  return undefined;
}

export function translateAuthError(status: number, body: unknown): AppError {
  // Better Auth answers every client mistake with a 4xx; its 5xx are its storage failing
  // (FAILED_TO_GET_SESSION included): a retry later, never "you are signed out".
  if (status >= 500) return new AppError('SERVICE_UNAVAILABLE');
  const known = byCode[betterAuthCode(body) ?? ''];
  if (known) {
    const details = known.field
      ? [{ in: 'body', field: known.field, message: known.message }]
      : undefined;
    return new AppError(known.code, known.message, details);
  }
  return new AppError(byStatus[status] ?? 'VALIDATION_FAILED');
}
