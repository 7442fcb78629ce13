import { paths } from '@souq/domain/paths';
import {
  storeCssInput,
  storeHoursInput,
  storeLocationInput,
  storeProfileInput,
  storeThemeInput,
  storeWalletsInput,
} from '@souq/domain/schemas/seller-store';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Viewers } from '../../auth';
import type { StoreSettingsService } from '../service/settings';
import type { StoreWalletsService } from '../service/wallets';
import { BODY_LIMIT, CSS_BODY_LIMIT, PRIVATE, section, signedIn } from './common';

/**
 * PUT /api/seller/store/{section}: one settings section per call, each saved on its own; the
 * answer is the updated store. Always the signed-in owner's store.
 */
export const storeSettingsRoutes: FastifyPluginAsyncZod<{
  viewers: Viewers;
  settings: StoreSettingsService;
  wallets: StoreWalletsService;
}> = async (app, { viewers, settings, wallets }) => {
  app.addHook('preValidation', signedIn(viewers));
  // Resolved once per request by the hook; this only reads the cached viewer.
  const owner = (request: FastifyRequest) => viewers.require(request);

  app.put(
    paths.api.sellerStoreSection('profile'),
    {
      bodyLimit: BODY_LIMIT,
      schema: section('Name, description, phone and city', storeProfileInput),
    },
    async (request, reply) =>
      reply
        .header('cache-control', PRIVATE)
        .send(await settings.profile(await owner(request), request.body)),
  );

  app.put(
    paths.api.sellerStoreSection('location'),
    {
      bodyLimit: BODY_LIMIT,
      schema: section('Position, delivery radius, pickup and delivery', storeLocationInput),
    },
    async (request, reply) =>
      reply
        .header('cache-control', PRIVATE)
        .send(await settings.location(await owner(request), request.body)),
  );

  app.put(
    paths.api.sellerStoreSection('hours'),
    { bodyLimit: BODY_LIMIT, schema: section('Opening hours and closed days', storeHoursInput) },
    async (request, reply) =>
      reply
        .header('cache-control', PRIVATE)
        .send(await settings.hours(await owner(request), request.body)),
  );

  app.put(
    paths.api.sellerStoreSection('theme'),
    {
      bodyLimit: BODY_LIMIT,
      schema: section('Storefront layout and colour pattern', storeThemeInput),
    },
    async (request, reply) =>
      reply
        .header('cache-control', PRIVATE)
        .send(await settings.theme(await owner(request), request.body)),
  );

  app.put(
    paths.api.sellerStoreSection('css'),
    {
      bodyLimit: CSS_BODY_LIMIT,
      schema: section('Custom CSS as written; the storefront serves it sanitised', storeCssInput),
    },
    async (request, reply) =>
      reply
        .header('cache-control', PRIVATE)
        .send(await settings.css(await owner(request), request.body)),
  );

  app.put(
    paths.api.sellerStoreSection('wallets'),
    {
      bodyLimit: BODY_LIMIT,
      schema: section(
        'Wallets, audited: the password again (403 WRONG_PASSWORD; 429 after too many guesses)',
        storeWalletsInput,
      ),
    },
    async (request, reply) =>
      reply
        .header('cache-control', PRIVATE)
        .send(await wallets.update(await owner(request), request.body, request.ip)),
  );
};
