import { apiPaths } from '../../lib/api-paths';
import { http } from '../../lib/http';

/**
 * Minimal read of the Better Auth session for the navigation slots. The auth issue owns
 * this folder and will replace it with the full auth state (client record, user type).
 */
export interface SessionUser {
  id?: string;
  name?: string | null;
  email?: string;
}

export interface Session {
  user: SessionUser;
}

export const sessionQueryKey = ['auth', 'session'] as const;

/** Better Auth answers 200 with `null` when nobody is signed in. */
export async function getSession(signal?: AbortSignal): Promise<Session | null> {
  const body = await http<Session | null>(apiPaths.session(), { signal });
  return body?.user ? body : null;
}

export function signOut(): Promise<unknown> {
  return http(apiPaths.signOut(), { method: 'POST', body: {} });
}
