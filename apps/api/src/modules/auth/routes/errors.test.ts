import { authMessages } from '@souq/domain/locales/ar/auth';
import { apiErrors } from '@souq/domain/locales/ar/errors';
import { describe, expect, it } from 'vitest';
import { translateAuthError } from './errors';

describe('translateAuthError', () => {
  it('maps Better Auth codes to our codes, statuses and Arabic messages', () => {
    const cases = [
      [422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 409, authMessages.alreadyRegistered],
      [401, 'INVALID_EMAIL_OR_PASSWORD', 401, authMessages.invalidCredentials],
      [403, 'EMAIL_NOT_VERIFIED', 403, authMessages.emailNotVerified],
      [400, 'INVALID_TOKEN', 400, authMessages.resetTokenInvalid],
      [400, 'PASSWORD_TOO_SHORT', 400, authMessages.passwordTooShort],
      [400, 'PASSWORD_TOO_LONG', 400, authMessages.passwordTooLong],
      [400, 'INVALID_PASSWORD', 400, authMessages.currentPasswordWrong],
      [403, 'INVALID_ORIGIN', 403, authMessages.untrustedOrigin],
      [403, 'MISSING_OR_NULL_ORIGIN', 403, authMessages.untrustedOrigin],
    ] as const;
    for (const [status, code, expectedStatus, message] of cases) {
      const error = translateAuthError(status, { code, message: 'English text' });
      expect(error.status, code).toBe(expectedStatus);
      expect(error.message, code).toBe(message);
    }
  });

  it('falls back by status for codes it does not know, never passing English through', () => {
    const error = translateAuthError(403, { code: 'SOMETHING_NEW', message: 'Nope' });
    expect(error.code).toBe('FORBIDDEN');
    expect(error.message).toBe(apiErrors.FORBIDDEN);
    expect(translateAuthError(429, {}).code).toBe('RATE_LIMITED');
  });

  it('answers its storage failures as 503, never as a sign-out (FAILED_TO_GET_SESSION)', () => {
    expect(translateAuthError(500, null).code).toBe('SERVICE_UNAVAILABLE');
    const lostSession = { code: 'FAILED_TO_GET_SESSION', message: 'Failed to get session' };
    expect(translateAuthError(500, lostSession).code).toBe('SERVICE_UNAVAILABLE');
    expect(translateAuthError(401, lostSession).code).toBe('UNAUTHENTICATED');
  });
});
