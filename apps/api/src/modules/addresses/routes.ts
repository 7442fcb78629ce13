import { paths } from '@souq/domain/paths';
import { addressInput, savedAddress, savedAddressList } from '@souq/domain/schemas/addresses';
import { errorResponse } from '@souq/domain/schemas/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { Viewers } from '../auth';
import type { AddressService } from './service';

const PRIVATE = 'no-store';
const BODY_LIMIT = 16 * 1024;
const tags = ['addresses'];
const denied = { 401: errorResponse, 403: errorResponse };
const byId = z.object({ id: z.string().max(100) });
/** Route patterns from the typed paths (they encode their argument, so ':id' is decoded back). */
const oneAddress = decodeURIComponent(paths.api.address(':id'));
const defaultOf = decodeURIComponent(paths.api.addressDefault(':id'));

/**
 * The signed-in shopper's saved addresses (table saved_addresses). Spec: settings and saved
 * addresses are for shoppers only; vendors and the administrator get 403, guests 401. Checked
 * before the body is validated, so a guest learns nothing from validation errors.
 */
export const addressRoutes: FastifyPluginAsyncZod<{
  service: AddressService;
  viewers: Viewers;
}> = async (app, { service, viewers }) => {
  app.addHook('preValidation', async (request) => {
    const viewer = await viewers.require(request);
    if (viewer.type !== 'shopper') throw new AppError('FORBIDDEN');
  });
  // Resolved once per request by the hook above; this only reads the cached viewer.
  const shopper = (request: FastifyRequest) => viewers.require(request);

  app.get(
    paths.api.addresses(),
    {
      schema: {
        tags,
        summary: 'My saved addresses: the default first, then the newest',
        response: { 200: savedAddressList, ...denied },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', PRIVATE)
        .send({ data: await service.list(await shopper(request)) }),
  );

  app.post(
    paths.api.addresses(),
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        summary: 'Save an address; the first becomes the default (at most 20, else 409)',
        body: addressInput,
        response: { 201: savedAddress, 400: errorResponse, ...denied, 409: errorResponse },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .header('cache-control', PRIVATE)
        .send(await service.create(await shopper(request), request.body)),
  );

  // PATCH and POST .../default are the API's main verbs; PUT stays for the web client using it.
  app.route({
    method: ['PATCH', 'PUT'],
    url: oneAddress,
    bodyLimit: BODY_LIMIT,
    schema: {
      tags,
      summary: 'Update an address (the whole form); is_default=true makes it the one default',
      description: 'PATCH and PUT are the same call: the body is the full address form.',
      params: byId,
      body: addressInput,
      response: { 200: savedAddress, 400: errorResponse, ...denied, 404: errorResponse },
    },
    handler: async (request, reply) =>
      reply
        .header('cache-control', PRIVATE)
        .send(await service.update(await shopper(request), request.params.id, request.body)),
  });

  app.route({
    method: ['POST', 'PUT'],
    url: defaultOf,
    schema: {
      tags,
      summary: 'Make this address the default (the previous default is cleared)',
      description: 'POST and PUT are the same call; no body.',
      params: byId,
      response: { 200: savedAddress, ...denied, 404: errorResponse },
    },
    handler: async (request, reply) =>
      reply
        .header('cache-control', PRIVATE)
        .send(await service.setDefault(await shopper(request), request.params.id)),
  });

  app.delete(
    oneAddress,
    {
      schema: {
        tags,
        summary: 'Delete an address; deleting the default promotes the newest remaining one',
        params: byId,
        response: { 204: z.null(), ...denied, 404: errorResponse },
      },
    },
    async (request, reply) => {
      await service.remove(await shopper(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
