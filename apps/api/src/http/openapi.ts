import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI generated from the routes' zod schemas (the same schemas that validate), served as
 * JSON at /api/docs/json with Swagger UI at /api/docs. Must be registered before the routes
 * so its onRoute hook sees them.
 */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Souq API',
        description:
          'Arabic multi-vendor marketplace. Errors: { error: { code, message, details? } }.',
        version: '1.0.0',
      },
      servers: [{ url: publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // No third-party validator badge: the page then needs nothing outside 'self'.
    uiConfig: { validatorUrl: null, deepLinking: false },
  });
}
