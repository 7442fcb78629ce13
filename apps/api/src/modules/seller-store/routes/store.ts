import { paths } from '@souq/domain/paths';
import { errorResponse } from '@souq/domain/schemas/common';
import {
  sellerStore,
  sellerStoreResponse,
  storeApplicationInput,
  storeCssInput,
  storeCssVerdict,
} from '@souq/domain/schemas/seller-store';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Viewers } from '../../auth';
import { loadCssVerdict } from '../../vendors/css';
import type { StoreApplicationService } from '../service/application';
import { BODY_LIMIT, CSS_BODY_LIMIT, PRIVATE, refused, signedIn, tags } from './common';

/**
 * /api/seller/store: the signed-in user's own store (vendor_profiles.owner_user_id), never one
 * named by the request; applying for one; the custom CSS verdict before saving.
 */
export const sellerStoreRoutes: FastifyPluginAsyncZod<{
  viewers: Viewers;
  application: StoreApplicationService;
}> = async (app, { viewers, application }) => {
  app.addHook('preValidation', signedIn(viewers));
  // Resolved once per request by the hook; this only reads the cached viewer.
  const owner = (request: FastifyRequest) => viewers.require(request);

  app.get(
    paths.api.sellerStore(),
    {
      schema: {
        tags,
        summary: 'My store, with its status, wallets and custom CSS as written (null: none yet)',
        response: { 200: sellerStoreResponse, 401: errorResponse },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', PRIVATE)
        .send({ store: await application.mine(await owner(request)) }),
  );

  app.post(
    paths.api.sellerStore(),
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        summary: 'Apply for a store: it is pending until an administrator approves it',
        description: 'One store per user for now: a second application is 409 STORE_EXISTS.',
        body: storeApplicationInput,
        response: { 201: sellerStore, ...refused, 409: errorResponse },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .header('cache-control', PRIVATE)
        .send(await application.apply(await owner(request), request.body)),
  );

  app.post(
    paths.api.sellerStoreResubmit(),
    {
      schema: {
        tags,
        summary: 'Ask again after a rejection: the store is pending and back in the queue',
        description: 'Only a rejected store: otherwise 409 STORE_DECISION_NOT_ALLOWED.',
        response: { 200: sellerStore, ...refused, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', PRIVATE).send(await application.resubmit(await owner(request))),
  );

  app.post(
    paths.api.sellerStoreCssPreview(),
    {
      bodyLimit: CSS_BODY_LIMIT,
      schema: {
        tags,
        summary: "The sanitiser's verdict: the CSS the storefront will wear, and what it drops",
        body: storeCssInput,
        response: { 200: storeCssVerdict, ...refused },
      },
    },
    async (request, reply) => {
      const vendorCssVerdict = await loadCssVerdict();
      return reply.header('cache-control', PRIVATE).send(vendorCssVerdict(request.body.custom_css));
    },
  );
};
