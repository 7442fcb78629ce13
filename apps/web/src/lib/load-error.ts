import { HttpError, isNetworkFailure } from './http';

/**
 * Why data did not load, as a shopper needs to hear it: the thing is not there (404, or 403
 * for someone else's order), the phone has no network (no answer at all, or the time limit),
 * or the server failed (5xx, an unexpected answer). Only the first is 'not found'.
 */
export type LoadErrorKind = 'notFound' | 'offline' | 'server';

export function loadErrorKind(error: unknown): LoadErrorKind {
  if (error instanceof HttpError && (error.status === 404 || error.status === 403)) {
    return 'notFound';
  }
  if (isNetworkFailure(error)) return 'offline';
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  return 'server';
}

/** A 4xx will not improve on retry; no network or a server error gets one more try. */
export const retryUnlessClientError = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof HttpError && error.status >= 400 && error.status < 500);
