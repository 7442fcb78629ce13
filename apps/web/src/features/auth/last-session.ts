import type { MeResponse } from '@souq/domain/schemas/accounts';

/**
 * The last answer of GET /api/me, kept on the device. When the session check cannot reach
 * the server (a reload on a bad line, the app opened offline), the shopper is who they were a
 * moment ago instead of a guest: checkout does not ask them to sign in again, the account
 * menu stays. The server's word replaces it as soon as it can be read; signing out clears it.
 */
const LAST_SESSION_KEY = 'souq:last-session';

export function rememberSession(me: MeResponse): void {
  try {
    if (me.user) localStorage.setItem(LAST_SESSION_KEY, JSON.stringify(me));
    else localStorage.removeItem(LAST_SESSION_KEY);
  } catch {
    // storage full or blocked: offline reloads will start signed out, nothing worse
  }
}

export function lastSession(): MeResponse | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(LAST_SESSION_KEY) ?? 'null');
    const me = stored as Partial<MeResponse> | null;
    if (!me?.user || typeof me.user !== 'object' || typeof me.user.id !== 'string') return null;
    return { user: me.user, needsProfileCompletion: me.needsProfileCompletion === true };
  } catch {
    return null;
  }
}
