import { paths } from '@souq/domain/paths';
import { errorResponse } from '@souq/domain/schemas/common';
import { newsletterSubscription } from '@souq/domain/schemas/newsletter';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { NewsletterService } from './service';

const subscribed = z.object({ status: z.literal('subscribed') });

export const newsletterRoutes: FastifyPluginAsyncZod<{ service: NewsletterService }> = async (
  app,
  { service },
) => {
  app.post(
    paths.api.newsletter(),
    {
      // An email address is tiny; anything bigger is not a subscription.
      bodyLimit: 4096,
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an email address (idempotent)',
        body: newsletterSubscription,
        response: { 200: subscribed, 201: subscribed, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const { created } = await service.subscribe(request.body);
      return reply.code(created ? 201 : 200).send({ status: 'subscribed' as const });
    },
  );
};
