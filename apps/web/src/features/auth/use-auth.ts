import { useQuery } from '@tanstack/react-query';
import { getSession, type SessionUser, sessionQueryKey } from './session';

export type AuthState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  /** Signed in but without a name yet: the spec treats them as not authenticated. */
  | { status: 'needsProfile'; user: SessionUser }
  | { status: 'signedIn'; user: SessionUser & { name: string } };

/**
 * Who is browsing. Any failure counts as signed out (the page must work for guests even
 * when the auth server is down), so there are no retries to wait through.
 */
export function useAuth(): AuthState {
  const session = useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    retry: false,
  });
  if (session.isPending) return { status: 'loading' };
  const user = session.data?.user;
  if (session.isError || !user) return { status: 'signedOut' };
  // Stand-in for the client-record check of the auth issue: the profile form requires a name.
  const name = user.name?.trim();
  return name ? { status: 'signedIn', user: { ...user, name } } : { status: 'needsProfile', user };
}
