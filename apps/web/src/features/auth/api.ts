import { paths } from '@souq/domain/paths';
import type { LoginInput, RegisterInput } from '@souq/domain/schemas/accounts';
import { http } from '@/lib/http';

/** The auth calls of the contract (Better Auth under /api/auth). */
const api = paths.api.auth;

/**
 * Where the reset mail's link lands: the new-password form (spec: /auth?mode=reset), on the
 * phone's /mobile/auth when asked for there. The server only takes the tree from it.
 */
const resetRedirect = { web: paths.web.auth('reset'), mobile: `${paths.mobile.auth()}?mode=reset` };
export type AuthTree = keyof typeof resetRedirect;

export function signIn(input: LoginInput): Promise<{ user?: unknown } | undefined> {
  return http(api.signIn(), { method: 'POST', body: input });
}

/** A sign-up on /mobile asks for its confirmation link to land on /mobile/auth. */
export function signUp(input: RegisterInput, tree: AuthTree = 'web'): Promise<unknown> {
  const callbackURL = tree === 'mobile' ? paths.mobile.auth() : undefined;
  return http(api.signUp(), { method: 'POST', body: { ...input, callbackURL } });
}

export function signOut(): Promise<unknown> {
  return http(api.signOut(), { method: 'POST', body: {} });
}

export function requestPasswordReset(email: string, tree: AuthTree = 'web'): Promise<unknown> {
  return http(api.requestPasswordReset(), {
    method: 'POST',
    body: { email, redirectTo: resetRedirect[tree] },
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
