import { paths } from '@souq/domain/paths';
import { errorResponse } from '@souq/domain/schemas/common';
import {
  productInput,
  productQuickEditInput,
  sellerProduct,
  sellerProductList,
  sellerProductListQuery,
} from '@souq/domain/schemas/seller-products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Viewers } from '../../auth';
import type { SellerProductService } from '../service/products';

/** Route patterns from the typed paths: the parameter goes where the id would. */
const seller = paths.api.seller;
const sellerProductUrls = {
  list: seller.products(),
  one: decodeURIComponent(seller.product(':id')),
  archive: decodeURIComponent(seller.productPart(':id', 'archive')),
  restore: decodeURIComponent(seller.productPart(':id', 'restore')),
} as const;

const PRIVATE = 'no-store';
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};
/** Any text: an id that is not a uuid is simply not found (after the viewer is checked). */
const idParams = z.object({ id: z.string().max(100) });
const tags = ['seller'];
const ownership =
  "The store is always the signed-in user's own (404 STORE_NOT_FOUND without one); another " +
  "store's product is 404, as an unknown one is.";

export const sellerProductRoutes: FastifyPluginAsyncZod<{
  viewers: Viewers;
  service: SellerProductService;
}> = async (app, { viewers, service }) => {
  app.get(
    sellerProductUrls.list,
    {
      schema: {
        tags,
        summary: "The seller's products: search (name, SKU), category, stock and status filters",
        description: `${ownership} Without status: active and draft. Newest edit first.`,
        querystring: sellerProductListQuery,
        response: { 200: sellerProductList, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await viewers.require(request);
      reply.header('cache-control', PRIVATE);
      return service.list(viewer, request.query);
    },
  );

  app.get(
    sellerProductUrls.one,
    {
      schema: {
        tags,
        summary: 'One of the seller’s products, drafts and archived included',
        description: ownership,
        params: idParams,
        response: { 200: sellerProduct, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await viewers.require(request);
      reply.header('cache-control', PRIVATE);
      return service.get(viewer, request.params.id);
    },
  );

  app.post(
    sellerProductUrls.list,
    {
      schema: {
        tags,
        summary: 'Create a product (with its variants)',
        description:
          `${ownership} Wallet payments need the store's account (400). A SKU another product ` +
          'of the store has is 409 SKU_TAKEN. With variants, stock is the sum of theirs.',
        body: productInput,
        response: { 201: sellerProduct, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await viewers.require(request);
      const created = await service.create(viewer, request.body);
      return reply.code(201).header('cache-control', PRIVATE).send(created);
    },
  );

  app.put(
    sellerProductUrls.one,
    {
      schema: {
        tags,
        summary: 'Replace a product and its variants',
        description:
          `${ownership} Variants with an id are kept (carts stay valid), new ones added, the ` +
          'others deleted; orders keep their own copy of a variant. Saving sets the status ' +
          'to the given active/draft (an archived product comes back).',
        params: idParams,
        body: productInput,
        response: { 200: sellerProduct, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await viewers.require(request);
      reply.header('cache-control', PRIVATE);
      return service.update(viewer, request.params.id, request.body);
    },
  );

  app.patch(
    sellerProductUrls.one,
    {
      schema: {
        tags,
        summary: "The list's inline edits: price, stock or status",
        description: `${ownership} Stock of a product with variants is edited per variant (400).`,
        params: idParams,
        body: productQuickEditInput,
        response: { 200: sellerProduct, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await viewers.require(request);
      reply.header('cache-control', PRIVATE);
      return service.quickEdit(viewer, request.params.id, request.body);
    },
  );

  for (const [url, archived] of [
    [sellerProductUrls.archive, true],
    [sellerProductUrls.restore, false],
  ] as const) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary: archived
            ? 'Archive a product: gone from every public list at once, kept for its orders'
            : 'Bring an archived product back, as a draft',
          description: ownership,
          params: idParams,
          response: { 200: sellerProduct, ...errors },
        },
      },
      async (request, reply) => {
        const viewer = await viewers.require(request);
        reply.header('cache-control', PRIVATE);
        return service.archive(viewer, request.params.id, archived);
      },
    );
  }

  app.delete(
    sellerProductUrls.one,
    {
      schema: {
        tags,
        summary: 'Delete a product no order points at',
        description: `${ownership} A product with orders is 409 PRODUCT_HAS_ORDERS: archive it.`,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await viewers.require(request);
      await service.remove(viewer, request.params.id);
      return reply.code(204).header('cache-control', PRIVATE).send(null);
    },
  );
};
