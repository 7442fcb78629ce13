import { paths } from '@souq/domain/paths';
import { errorResponse } from '@souq/domain/schemas/common';
import {
  newsletterSubscription,
  newsletterUnsubscribe,
  newsletterUnsubscribeState,
} from '@souq/domain/schemas/newsletter';
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

  // GET only reads: mail scanners and link previews open every link in a message, and must not
  // unsubscribe anyone. The web page shows the address and POSTs when the person confirms.
  app.get(
    paths.api.newsletterUnsubscribe(),
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Check an unsubscribe link: the address and whether it is subscribed',
        description:
          'Changes nothing. A token that does not match the address is 400 INVALID_TOKEN.',
        querystring: newsletterUnsubscribe,
        response: { 200: newsletterUnsubscribeState, 400: errorResponse },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await service.unsubscribeState(request.query)),
  );

  app.post(
    paths.api.newsletterUnsubscribe(),
    {
      bodyLimit: 4096,
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribe with the signed link of a newsletter mail (no sign-in; idempotent)',
        description:
          'A valid token removes the subscription; already removed is the same 200. A token that ' +
          'does not match the address is 400 INVALID_TOKEN and changes nothing.',
        body: newsletterUnsubscribe,
        response: { 200: newsletterUnsubscribeState, 400: errorResponse },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await service.unsubscribe(request.body)),
  );
};
