import { paths } from '@souq/domain/paths';

type StoreSectionName = Parameters<typeof paths.api.sellerStoreSection>[0];

import {
  type SellerStore,
  storeCssInput,
  storeHoursInput,
  storeLocationInput,
  storeProfileInput,
  storeThemeInput,
  storeWalletsInput,
} from '@souq/domain/schemas/seller-store';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Viewer, Viewers } from '../../auth';
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

  /** One section: its PUT, its schema, and the service call that saves it. */
  const put = <B extends z.ZodType>(
    name: StoreSectionName,
    summary: string,
    body: B,
    save: (viewer: Viewer, input: z.output<B>) => Promise<SellerStore>,
    bodyLimit = BODY_LIMIT,
  ) =>
    app.put(
      paths.api.sellerStoreSection(name),
      { bodyLimit, schema: section(summary, body) },
      async (request, reply) =>
        reply
          .header('cache-control', PRIVATE)
          .send(await save(await owner(request), request.body as z.output<B>)),
    );

  put('profile', 'Name, description, phone and city', storeProfileInput, settings.profile);
  put(
    'location',
    'Position, delivery radius, pickup and delivery',
    storeLocationInput,
    settings.location,
  );
  put('hours', 'Opening hours and closed days', storeHoursInput, settings.hours);
  put('theme', 'Storefront layout and colour pattern', storeThemeInput, settings.theme);
  put(
    'css',
    'Custom CSS as written; the storefront serves it sanitised',
    storeCssInput,
    settings.css,
    CSS_BODY_LIMIT,
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
