import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import { registerCompression } from './compression';
import { registerCsrfProtection } from './csrf';
import { registerErrorHandler } from './error-handler';
import { loggerOptions, RequestLog, requestIdOptions } from './logger';
import { registerNativeCors } from './native-cors';
import { registerOpenApi } from './openapi';
import { registerSecurityHeaders } from './security-headers';
import { type BodyRate, DEFAULT_BODY_RATE, registerSlowBodyGuard } from './slow-body';
import { validatorCompiler } from './validator';

/** JSON bodies are small here; an upload route sets its own, larger, limit. */
const BODY_LIMIT = 1024 * 1024;
/** A route that declares no body takes none worth reading (an empty {} from a client is fine). */
const NO_BODY_LIMIT = 1024;
/**
 * Connection timeouts: headers must arrive within 20 s; a connection silent for 60 s is closed;
 * no request may take more than 15 minutes to arrive (the backstop behind the body-rate guard,
 * generous for a large video over a slow link).
 */
const HEADERS_TIMEOUT_MS = 20_000;
const IDLE_CONNECTION_MS = 60_000;
const REQUEST_TIMEOUT_MS = 15 * 60_000;

/** The Fastify server with our limits and zod compilers; nothing registered on it yet. */
export function createServer(config: Config, logger?: FastifyBaseLogger) {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: loggerOptions(config.logLevel) }),
    ...requestIdOptions,
    logController: new RequestLog(),
    bodyLimit: BODY_LIMIT,
    connectionTimeout: IDLE_CONNECTION_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    // /api/health/ and /api/health are the same resource; keys in /media/* may be long.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // Behind a load balancer request.ip must be the shopper's, or per-IP limits hit everyone.
    trustProxy: config.trustProxy,
    // A request that reaches a closing server on a connection it already accepted is served
    // (and its connection closed after, http/graceful-close.ts), not refused with Fastify's
    // own non-JSON 503: a load balancer resends a refused GET, never a refused POST.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.server.headersTimeout = HEADERS_TIMEOUT_MS;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON bodies: a text/plain POST is what a cross-site form can send without a preflight.
  app.removeContentTypeParser('text/plain');
  return app;
}

/**
 * What every route gets before any module registers one: the error handler, body limits and
 * the slow-body guard, the request id, security headers, compression, CORS for the native
 * app, CSRF protection and the OpenAPI collector (which must see the routes being added).
 */
export async function registerHttp(
  app: FastifyInstance,
  config: Config,
  bodyRate: BodyRate = DEFAULT_BODY_RATE,
): Promise<void> {
  registerErrorHandler(app);
  registerSlowBodyGuard(app, bodyRate);
  app.addHook('onRoute', (route) => {
    if (!route.schema?.body && route.bodyLimit === undefined) route.bodyLimit = NO_BODY_LIMIT;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await registerSecurityHeaders(app, config);
  await registerCompression(app);
  // After the security headers, so a refused request still carries them.
  registerNativeCors(app);
  registerCsrfProtection(app, config);
  // Docs list every endpoint, the operator's included: a map for an attacker, not for shoppers.
  if (config.apiDocs) await registerOpenApi(app, config.publicUrl);
}
