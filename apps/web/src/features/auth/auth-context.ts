import type { AuthEvent, AuthState } from '@souq/domain/auth-state';
import type { CurrentUser } from '@souq/domain/schemas/accounts';
import { createContext } from 'react';

/** The state with `user: null` spelled out for the states without one, so checks narrow. */
type WithUser<S> = S extends { user: CurrentUser } ? S : S & { user: null };

export type AuthView = WithUser<AuthState> & {
  isAuthenticated: boolean;
  needsProfileCompletion: boolean;
  /** Reads GET /api/me again (after a login) and resolves with the new state. */
  refresh: () => Promise<AuthState>;
  /** Records what a screen learned: a logout, a completed or an updated profile. */
  apply: (event: AuthEvent) => void;
};

export const AuthContext = createContext<AuthView | null>(null);
