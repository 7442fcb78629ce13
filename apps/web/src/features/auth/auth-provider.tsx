import {
  type AuthEvent,
  type AuthState,
  authReducer,
  authStateFromMe,
  initialAuthState,
  userOf,
} from '@souq/domain/auth-state';
import type { MeResponse } from '@souq/domain/schemas/accounts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { forgetPreloadedData } from '@/lib/preloaded-data';
import { clearResponseCache } from '@/lib/response-cache';
import { AuthContext, type AuthView } from './auth-context';
import { rememberSession } from './last-session';
import { meQueryKey, meQueryOptions, signedOutMe } from './me-query';

/** The /api/me answer that describes a state, so the query cache mirrors the reducer. */
function meOf(state: AuthState): MeResponse {
  if (state.status === 'signedIn') return { user: state.user, needsProfileCompletion: false };
  if (state.status === 'needsProfile') return { user: state.user, needsProfileCompletion: true };
  return signedOutMe;
}

/**
 * Holds the auth state (the domain reducer) fed by GET /api/me through TanStack Query.
 * Screens report logouts and profile changes through `apply`; the cached /api/me answer is
 * rewritten to match, so every reader of the query sees the same user.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useQuery(meQueryOptions);
  // Signed in from the first render when the page brought the session (me-query.ts).
  const [state, dispatch] = useReducer(authReducer, me.data, (data) =>
    data ? authStateFromMe(data) : initialAuthState,
  );
  const stateRef = useRef(state);
  stateRef.current = state;

  useEffect(() => {
    if (me.data) {
      // Already this state (drawn from the page's answer): no second render of every screen.
      const next = authStateFromMe(me.data);
      const current = stateRef.current;
      if (next.status === current.status && userOf(next) === userOf(current)) return;
      dispatch({ type: 'session-loaded', me: me.data });
    } else if (me.isError) dispatch({ type: 'session-missing' });
  }, [me.data, me.isError]);

  const apply = useCallback(
    (event: AuthEvent) => {
      const previous = stateRef.current;
      const next = authReducer(previous, event);
      stateRef.current = next;
      dispatch(event);
      // A shared phone: nothing the last shopper loaded (addresses, orders) may outlive them.
      if (next.status === 'signedOut' && 'user' in previous) {
        // The session answer stays (it is rewritten below): dropping it would refetch it.
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
        clearResponseCache();
        forgetPreloadedData();
      }
      if (next.status !== 'loading') {
        queryClient.setQueryData(meQueryKey, meOf(next));
        rememberSession(meOf(next));
      }
    },
    [queryClient],
  );

  const refresh = useCallback(async () => {
    const answer = await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
    apply({ type: 'signed-in', me: answer });
    return authStateFromMe(answer);
  }, [queryClient, apply]);

  const value = useMemo(
    () =>
      ({
        ...state,
        user: 'user' in state ? state.user : null,
        isAuthenticated: state.status === 'signedIn',
        needsProfileCompletion: state.status === 'needsProfile',
        refresh,
        apply,
      }) as AuthView,
    [state, refresh, apply],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
