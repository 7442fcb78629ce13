import type { FastifyRequest } from 'fastify';
import { nativeOrigins, type OriginPolicy } from '../../../http/origins';

const reads = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * An auth write (sign-in, sign-up, sign-out, passwords) whose Origin is neither our pages'
 * (http/origins.ts) nor the native app's is refused before anything else runs: the answer
 * names the address to open, and the rate limits never count it (no password was tried).
 * Better Auth's own origin check, fed the same origins, stays behind this one.
 */
export function originGuard(origins: OriginPolicy) {
  const native = new Set<string>(nativeOrigins);
  return async (request: FastifyRequest) => {
    if (reads.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined || native.has(origin) || origins.isOwn(origin, request)) return;
    throw origins.refusal(request, `${request.method} ${request.routeOptions.url}`);
  };
}
