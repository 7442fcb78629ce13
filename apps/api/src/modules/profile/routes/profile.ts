import { paths } from '@souq/domain/paths';
import {
  completeProfileInput,
  meResponse,
  preferencesInput,
  updateProfileInput,
} from '@souq/domain/schemas/accounts';
import { errorResponse } from '@souq/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Viewers } from '../../auth';
import type { ProfileService } from '../service';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };
const PRIVATE = 'no-store';

/** The signed-in user's own profile (table clients); nobody reads or writes anyone else's. */
export const profileRoutes: FastifyPluginAsyncZod<{
  service: ProfileService;
  viewers: Viewers;
}> = async (app, { service, viewers }) => {
  app.get(
    paths.api.me(),
    {
      schema: {
        tags: ['profile'],
        summary: 'Who is signed in; a guest gets { user: null } with 200, not 401',
        response: { 200: meResponse },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', PRIVATE).send(await service.me(await viewers.get(request))),
  );

  app.post(
    paths.api.completeProfile(),
    {
      bodyLimit: 8 * 1024,
      schema: {
        tags: ['profile'],
        summary: 'Complete the profile: creates or updates the client record (name, phone)',
        body: completeProfileInput,
        response: { 200: meResponse, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await viewers.require(request);
      return reply
        .header('cache-control', PRIVATE)
        .send(await service.complete(viewer, request.body));
    },
  );

  app.patch(
    paths.api.profile(),
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['profile'],
        summary: 'Update name, phone and (mobile) address fields; coordinates only as a pair',
        body: updateProfileInput,
        response: { 200: meResponse, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await viewers.require(request);
      return reply
        .header('cache-control', PRIVATE)
        .send(await service.update(viewer, request.body));
    },
  );

  app.put(
    paths.api.preferences(),
    {
      bodyLimit: 4 * 1024,
      schema: {
        tags: ['profile'],
        summary: 'Store the settings switches (notifications, offers, dark mode)',
        body: preferencesInput,
        response: { 200: meResponse, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await viewers.require(request);
      return reply
        .header('cache-control', PRIVATE)
        .send(await service.setPreferences(viewer, request.body));
    },
  );
};
