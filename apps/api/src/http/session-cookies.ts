/** Our cookies are named souq.* (Better Auth's cookiePrefix), with __Secure- in production. */
export const COOKIE_PREFIX = 'souq';

const sessionCookie = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${COOKIE_PREFIX}\\.session_token=`);

/** A Set-Cookie header as Node gives it (absent, one value or several), as a list. */
export function setCookieList(value: number | string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [String(value)];
}

/** True when a Cookie header carries our session cookie. */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && sessionCookie.test(cookieHeader);
}

/** True when the request authenticates with "Authorization: Bearer ..." (the native app). */
export function hasBearer(authorization: string | undefined): boolean {
  return authorization !== undefined && /^bearer\s+\S/i.test(authorization);
}

const ourCookie = new RegExp(`^(?:__Secure-)?${COOKIE_PREFIX}\\.`);

/**
 * The Cookie header without our cookies (undefined when nothing is left). A request that
 * shows a bearer token is authenticated by that token alone: were an invalid token to fall
 * back to the session cookie, the token would exempt a cookie-authenticated write from CSRF.
 */
export function withoutOurCookies(cookieHeader: string | undefined): string | undefined {
  if (cookieHeader === undefined) return undefined;
  const kept = cookieHeader
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '' && !ourCookie.test(pair));
  return kept.length > 0 ? kept.join('; ') : undefined;
}
