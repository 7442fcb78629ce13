import type { FastifyInstance } from 'fastify';
import { nativeOrigins } from './origins';

const allowed = new Set<string>(nativeOrigins);
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
const ALLOWED_HEADERS = 'authorization, content-type, idempotency-key';

/**
 * The native wrapper calls the API from its WebView origin (capacitor://localhost,
 * https://localhost), so its requests are cross-origin. CORS is granted to those origins only
 * and without credentials: the app authenticates with a bearer token, never with our cookies,
 * and it may read the token from the set-auth-token header.
 */
export function registerNativeCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) return;
    reply
      .header('access-control-allow-origin', origin)
      .header('access-control-expose-headers', 'set-auth-token')
      .header('vary', 'Origin');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      return reply
        .code(204)
        .header('access-control-allow-methods', ALLOWED_METHODS)
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', '600')
        .send();
    }
  });
}
