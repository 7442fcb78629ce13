import { paths } from '@souq/domain/paths';
import type { LoginInput, RegisterInput } from '@souq/domain/schemas/accounts';
import { http } from '@/lib/http';

/** The auth calls of the contract (Better Auth under /api/auth). */
const api = paths.api.auth;

/** Where the reset mail's link lands: the new-password form (spec: /auth?mode=reset). */
export const RESET_REDIRECT = paths.web.auth('reset');

export function signIn(input: LoginInput): Promise<{ user?: unknown } | undefined> {
  return http(api.signIn(), { method: 'POST', body: input });
}

export function signUp(input: RegisterInput): Promise<unknown> {
  return http(api.signUp(), { method: 'POST', body: input });
}

export function signOut(): Promise<unknown> {
  return http(api.signOut(), { method: 'POST', body: {} });
}

export function requestPasswordReset(email: string): Promise<unknown> {
  return http(api.requestPasswordReset(), {
    method: 'POST',
    body: { email, redirectTo: RESET_REDIRECT },
  });
}

export function resetPassword(token: string, newPassword: string): Promise<unknown> {
  return http(api.resetPassword(), { method: 'POST', body: { token, newPassword } });
}

export function changePassword(currentPassword: string, newPassword: string): Promise<unknown> {
  return http(api.changePassword(), {
    method: 'POST',
    body: { currentPassword, newPassword, revokeOtherSessions: true },
  });
}
