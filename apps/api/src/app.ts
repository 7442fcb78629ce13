import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerCompression } from './http/compression';
import { registerErrorHandler } from './http/error-handler';
import { loggerOptions, requestIdOptions } from './http/logger';
import { registerOpenApi } from './http/openapi';
import { registerNulRejection } from './http/reject-nul';
import { registerSecurityHeaders } from './http/security-headers';
import { registerWebApp } from './http/web-app';
import { addressesModule } from './modules/addresses';
import { createAuthModule } from './modules/auth';
import { registerCsrfProtection } from './modules/auth/csrf';
import { registerNativeCors } from './modules/auth/native-cors';
import { authRoutes } from './modules/auth/routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { configRoutes } from './modules/config/routes';
import { geocodingModule } from './modules/geocoding';
import { healthRoutes } from './modules/health/routes';
import { createMail } from './modules/mail';
import { devOutboxRoutes } from './modules/mail/routes';
import { mediaRoutes } from './modules/media/routes';
import type { MediaStorage } from './modules/media/storage';
import { newsletterRoutes } from './modules/newsletter/routes';
import { ordersModule } from './modules/orders';
import { createProfileService, profileModule } from './modules/profile';
import { vendorRoutes } from './modules/vendors/routes';
import { videoRoutes } from './modules/videos/routes';

export interface AppDependencies {
  config: Config;
  database: Database;
  storage: MediaStorage;
  /** A ready pino logger (tests pass a silent one); otherwise built from config.logLevel. */
  logger?: FastifyBaseLogger;
  /** How long the health check waits for the database. */
  healthTimeoutMs?: number;
}

/** JSON bodies are small here; uploads will get their own, larger, per-route limit. */
const BODY_LIMIT = 1024 * 1024;

/**
 * The whole HTTP server, without listening: main.ts listens, tests use app.inject.
 * Order matters: hooks (headers, compression) and the OpenAPI collector come before routes.
 */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database, storage } = deps;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: loggerOptions(config.logLevel) }),
    ...requestIdOptions,
    bodyLimit: BODY_LIMIT,
    // /api/health/ and /api/health are the same resource; keys in /media/* may be long.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // Behind a load balancer request.ip must be the shopper's, or per-IP limits hit everyone.
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON bodies: a text/plain POST is what a cross-site form can send without a preflight.
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app);
  registerNulRejection(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerSecurityHeaders(app, config);
  await registerCompression(app);
  // After the security headers, so a refused request still carries them.
  registerNativeCors(app);
  registerCsrfProtection(app, config);
  await registerOpenApi(app, config.publicUrl);

  const mail = createMail(config, database, app.log);
  // Mail already accepted is delivered before the database closes.
  app.addHook('onClose', () => mail.drain());
  const profiles = createProfileService(database);
  const auth = createAuthModule({ config, database, mail, log: app.log, profiles });

  await app.register(healthRoutes, { database, timeoutMs: deps.healthTimeoutMs ?? 2000 });
  await app.register(configRoutes, { config });
  await app.register(catalogueRoutes, { database });
  await app.register(vendorRoutes, { database });
  await app.register(videoRoutes, { database });
  await app.register(newsletterRoutes, { database });
  await app.register(mediaRoutes, { storage });
  await app.register(authRoutes, { auth, config });
  await app.register(profileModule, { database, service: profiles, viewers: auth.viewers });
  await app.register(ordersModule, {
    database,
    viewers: auth.viewers,
    mail,
    storage,
    publicUrl: config.publicUrl,
  });
  await app.register(addressesModule, { database, viewers: auth.viewers });
  await app.register(geocodingModule, { config });
  if (!config.isProduction) await app.register(devOutboxRoutes, { database });
  await registerWebApp(app, config.webDist);

  return app;
}
