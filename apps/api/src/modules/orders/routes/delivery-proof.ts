import { paths } from '@souq/domain/paths';
import { errorResponse } from '@souq/domain/schemas/common';
import { order } from '@souq/domain/schemas/orders';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../http/app-error';
import type { Viewers } from '../../auth';
import type { OrderRow } from '../repository/orders';
import type { DeliveryProofService } from '../service/delivery-proof';
import { PROOF_CONTENT_TYPES, PROOF_MAX_BYTES } from '../service/proof-image';

const url = decodeURIComponent(paths.api.deliveryProof(':orderId'));

/**
 * POST /api/seller/orders/{orderId}/delivery-proof with the photo as the raw body (the server
 * has no multipart parser, and one image needs none). Who may upload is settled on request,
 * before a byte of the body is read: a stranger cannot make the server buffer 5 MB.
 */
export const deliveryProofRoutes: FastifyPluginAsyncZod<{
  viewers: Viewers;
  proofs: DeliveryProofService;
}> = async (app, { viewers, proofs }) => {
  // Scoped to this plugin: nowhere else does the API take image bodies.
  app.addContentTypeParser(
    [...PROOF_CONTENT_TYPES],
    { parseAs: 'buffer', bodyLimit: PROOF_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  const authorized = new WeakMap<FastifyRequest, OrderRow>();

  app.post(
    url,
    {
      bodyLimit: PROOF_MAX_BYTES,
      onRequest: async (request) => {
        const { orderId } = request.params as { orderId: string };
        const viewer = await viewers.require(request);
        authorized.set(request, await proofs.authorize(viewer, orderId));
      },
      schema: {
        tags: ['orders'],
        summary: "Attach the delivery proof photo to an order (the store's owner or admin)",
        description:
          'Body: the raw image bytes with Content-Type image/jpeg, image/png or image/webp, at ' +
          'most 5 MB. The bytes are checked (a non-image is 415 whatever its header), ' +
          're-encoded to WebP at most 1600 px and stored; delivery_proof_url of the returned ' +
          'order points at it under /media. A new proof replaces the previous one. Only an ' +
          'order out_for_delivery, ready_for_pickup or delivered takes a proof (it is the ' +
          'photo of the hand-over): any other status is 409 DELIVERY_PROOF_NOT_ALLOWED, ' +
          'answered before the body is read. 401 guest, 403 not the owner of the store, ' +
          '404 unknown order, 413 too large.',
        consumes: [...PROOF_CONTENT_TYPES],
        params: z.object({ orderId: z.string().max(100) }),
        body: z.any().describe('the image bytes'),
        response: {
          200: order,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
          413: errorResponse,
          415: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const target = authorized.get(request);
      if (!target) throw new AppError('NOT_FOUND');
      const bytes = request.body;
      // Another parser ran (JSON): the body was not an image at all.
      if (bytes !== undefined && !Buffer.isBuffer(bytes)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', undefined, { accepted: PROOF_CONTENT_TYPES });
      }
      if (!bytes || bytes.length === 0) {
        throw new AppError('VALIDATION_FAILED', undefined, [
          { in: 'body', field: '', message: 'the image bytes are required' },
        ]);
      }
      const updated = await proofs.attach(target, bytes);
      return reply.header('cache-control', 'no-store').send(updated);
    },
  );
};
