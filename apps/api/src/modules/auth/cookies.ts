/** Our cookies are named souq.* (Better Auth's cookiePrefix), with __Secure- in production. */
export const COOKIE_PREFIX = 'souq';

const sessionCookie = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${COOKIE_PREFIX}\\.session_token=`);

/** True when a Cookie header carries our session cookie. */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && sessionCookie.test(cookieHeader);
}

/** True when the request authenticates with "Authorization: Bearer ..." (the native app). */
export function hasBearer(authorization: string | undefined): boolean {
  return authorization !== undefined && /^bearer\s+\S/i.test(authorization);
}
