import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { AppError } from '../../http/app-error';
import { hasBearer, hasSessionCookie } from './cookies';
import { trustedOrigins } from './origins';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF protection for cookie-authenticated writes, app-wide. SameSite=Lax already keeps the
 * cookie off cross-site POSTs in modern browsers; this closes the rest (old browsers, same-site
 * subdomains): a write that carries our session cookie must come from our own pages
 * (Sec-Fetch-Site same-origin/none) or name a trusted Origin. Bearer requests are exempt: a
 * cross-site page cannot add an Authorization header without a CORS preflight we never grant.
 */
export function registerCsrfProtection(app: FastifyInstance, config: Config): void {
  const allowed = new Set(trustedOrigins(config.publicUrl));
  app.addHook('onRequest', async (request) => {
    if (!writeMethods.has(request.method)) return;
    if (!hasSessionCookie(request.headers.cookie)) return;
    if (hasBearer(request.headers.authorization)) return;
    const site = request.headers['sec-fetch-site'];
    if (site === 'same-origin' || site === 'none') return;
    const origin = request.headers.origin;
    if (origin && allowed.has(origin)) return;
    request.log.warn({ origin, site }, 'cross-site write with a session cookie refused');
    throw new AppError('FORBIDDEN');
  });
}
