import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { originPolicy } from './origins';
import { hasBearer, hasSessionCookie, withoutOurCookies } from './session-cookies';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF protection for cookie-authenticated writes, app-wide. SameSite=Lax already keeps the
 * cookie off cross-site POSTs in modern browsers; this closes the rest (old browsers, same-site
 * subdomains): a write that carries our session cookie must come from our own pages
 * (Sec-Fetch-Site same-origin/none) or name our own Origin (http/origins.ts: PUBLIC_URL's and,
 * outside production, the local address it was served on: over plain http to a LAN address
 * browsers send no Sec-Fetch-Site). The native app never uses cookies, so its origins are not
 * trusted here. A request with a bearer token loses our cookies first: it is authenticated by
 * the token or not at all, so it needs no CSRF check (a cross-site page cannot add an
 * Authorization header without a CORS preflight we never grant).
 */
export function registerCsrfProtection(app: FastifyInstance, config: Config): void {
  const origins = originPolicy(config);
  app.addHook('onRequest', async (request) => {
    if (hasBearer(request.headers.authorization)) {
      const cookie = withoutOurCookies(request.headers.cookie);
      if (cookie === undefined) delete request.headers.cookie;
      else request.headers.cookie = cookie;
      return;
    }
    if (!writeMethods.has(request.method)) return;
    if (!hasSessionCookie(request.headers.cookie)) return;
    const site = request.headers['sec-fetch-site'];
    if (site === 'same-origin' || site === 'none') return;
    const origin = request.headers.origin;
    if (origins.isOwn(origin, request)) return;
    throw origins.refusal(request, 'a write with the session cookie');
  });
}
