import { authMessages as m } from '@souq/domain/locales/ar/auth';
import { HttpError } from '@/lib/http';

/**
 * Spec orders §8 'Auth messages': the server's Arabic message when it sent one, else the screen's
 * own fallback. A response without our error JSON (proxy page, dropped connection) counts
 * as the "unexpected exception" case.
 */
function serverMessageOr(error: unknown, fallback: string): string {
  return (error instanceof HttpError && error.apiMessage) || fallback;
}

export const loginError = (error: unknown) => serverMessageOr(error, m.loginException);

export function registerError(error: unknown): string {
  // Spec: a server message about an existing registration becomes the Arabic sentence.
  if (
    error instanceof HttpError &&
    (error.code === 'EMAIL_ALREADY_REGISTERED' ||
      /already registered|already exists/i.test(error.body))
  ) {
    return m.alreadyRegistered;
  }
  return serverMessageOr(error, m.registerException);
}

export const resetRequestError = (error: unknown) => serverMessageOr(error, m.resetException);

export const updatePasswordError = (error: unknown) =>
  serverMessageOr(error, m.updatePasswordException);
