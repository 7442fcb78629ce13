import type { CurrentUser, MeResponse } from './schemas/accounts';

/**
 * Who is using the app (spec orders §4 'Auth state'), as a pure reducer so web and mobile screens
 * agree and every transition is unit-tested. Type-only imports: no zod at run time, so the
 * landing page can hold the auth state without downloading the schemas.
 */
export type AuthState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  /** Signed in without a client record: held to the complete-profile prompt. */
  | { status: 'needsProfile'; user: CurrentUser }
  | { status: 'signedIn'; user: CurrentUser };

export type AuthEvent =
  /** GET /api/me answered (at start, after a refresh or after a profile change). */
  | { type: 'session-loaded'; me: MeResponse }
  /** A login succeeded and /api/me was read again. */
  | { type: 'signed-in'; me: MeResponse }
  | { type: 'signed-out' }
  | { type: 'profile-completed'; user: CurrentUser }
  /** The session could not be read (network, server error): treated as signed out. */
  | { type: 'session-missing' };

export const initialAuthState: AuthState = { status: 'loading' };

/** The state an answer of GET /api/me describes. */
export function authStateFromMe(me: MeResponse): AuthState {
  const { user } = me;
  if (!user) return { status: 'signedOut' };
  // Spec orders §4: only a non-admin can lack a profile; the administrator needs no client record.
  if (me.needsProfileCompletion && user.type !== 'admin') return { status: 'needsProfile', user };
  return { status: 'signedIn', user };
}

export function authReducer(state: AuthState, event: AuthEvent): AuthState {
  switch (event.type) {
    case 'session-loaded':
    case 'signed-in':
      return authStateFromMe(event.me);
    case 'profile-completed':
      // A completion answer arriving after a logout must not sign the user back in.
      return state.status === 'signedOut' ? state : { status: 'signedIn', user: event.user };
    case 'signed-out':
    case 'session-missing':
      return { status: 'signedOut' };
  }
}

/** Spec orders §4: needing profile completion counts as not authenticated. */
export function isAuthenticated(state: AuthState): boolean {
  return state.status === 'signedIn';
}

export function userOf(state: AuthState): CurrentUser | null {
  return state.status === 'signedIn' || state.status === 'needsProfile' ? state.user : null;
}
