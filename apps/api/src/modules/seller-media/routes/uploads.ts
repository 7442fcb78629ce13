import { paths } from '@souq/domain/paths';
import { errorResponse } from '@souq/domain/schemas/common';
import {
  imageList,
  storePicture,
  uploadedImage,
  uploadedVideo,
} from '@souq/domain/schemas/seller-media';
import { imageOrderInput } from '@souq/domain/schemas/seller-products';
import { galleryOrderInput } from '@souq/domain/schemas/seller-store';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../http/app-error';
import type { Viewers } from '../../auth';
import { IMAGE_MAX_BYTES } from '../service/image-upload';
import type { ProductTarget, SellerMediaService } from '../service/uploads';
import { VIDEO_MAX_BYTES } from '../service/video-upload';

/**
 * The raw bodies this plugin takes. The header only lets the bytes in: what they are is decided
 * from the bytes themselves (image-upload.ts, mp4-probe.ts), so a PDF sent as image/jpeg is 415.
 */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const VIDEO_TYPES = ['video/mp4'];
const RAW_TYPES = [...IMAGE_TYPES, ...VIDEO_TYPES, 'application/octet-stream'];

/** Route patterns from the typed paths: each parameter goes where its id would. */
const seller = paths.api.seller;
const pattern = (built: string) => decodeURIComponent(built);
const url = {
  productPart: (part: string) => pattern(seller.productPart(':id', part)),
  productImage: pattern(seller.productImage(':id', ':itemId')),
  productVideo: pattern(seller.productVideo(':id', ':itemId')),
  videoPoster: pattern(seller.productVideoPoster(':id', ':itemId')),
  galleryImage: pattern(seller.galleryImage(':itemId')),
};

const PRIVATE = 'no-store';
const tags = ['seller'];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  413: errorResponse,
  415: errorResponse,
};
const productParams = z.object({ id: z.string().max(100) });
const productItemParams = z.object({ id: z.string().max(100), itemId: z.string().max(100) });
const imageRules =
  'Body: the raw bytes of a JPEG, PNG or WebP (at most 8 MB; the bytes decide the type: ' +
  'anything else is 415). Images larger than 50 megapixels are refused from their header ' +
  'before decoding (413). Stored as WebP, resized, with EXIF and every other metadata removed.';

/** The body as bytes, or why it is not an upload. */
function bytesOf(request: FastifyRequest): Buffer {
  const body = request.body;
  if (body !== undefined && !Buffer.isBuffer(body)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', undefined, { accepted: RAW_TYPES });
  }
  if (!body || body.length === 0) {
    throw new AppError('VALIDATION_FAILED', undefined, [
      { in: 'body', field: '', message: 'the file bytes are required' },
    ]);
  }
  return body;
}

export const sellerMediaRoutes: FastifyPluginAsyncZod<{
  viewers: Viewers;
  media: SellerMediaService;
}> = async (app, { viewers, media }) => {
  app.addContentTypeParser(
    RAW_TYPES,
    { parseAs: 'buffer', bodyLimit: VIDEO_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  // Who may upload is settled on request, before a byte of the body is read.
  const targets = new WeakMap<FastifyRequest, ProductTarget>();
  const stores = new WeakMap<FastifyRequest, string>();
  const productTarget = (room?: 'images' | 'videos') => async (request: FastifyRequest) => {
    const { id } = request.params as { id: string };
    const target = await media.productTarget(await viewers.require(request), id);
    if (room) await media.assertRoom(target, room);
    targets.set(request, target);
  };
  const ownStore = (room?: 'gallery') => async (request: FastifyRequest) => {
    const vendorId = await media.storeOf(await viewers.require(request));
    if (room) await media.assertRoom({ vendorId, productId: '' }, room);
    stores.set(request, vendorId);
  };
  const targetOf = (request: FastifyRequest) => {
    const target = targets.get(request);
    if (!target) throw new AppError('NOT_FOUND');
    return target;
  };
  const storeIdOf = (request: FastifyRequest) => {
    const vendorId = stores.get(request);
    if (!vendorId) throw new AppError('STORE_NOT_FOUND');
    return vendorId;
  };

  app.post(
    url.productPart('images'),
    {
      bodyLimit: IMAGE_MAX_BYTES,
      onRequest: productTarget('images'),
      schema: {
        tags,
        summary: 'Add a photo to one of the seller’s products (the last place)',
        description: `${imageRules} At most 10 photos (409 MEDIA_LIMIT_REACHED).`,
        consumes: IMAGE_TYPES,
        params: productParams,
        body: z.any().describe('the image bytes'),
        response: { 201: uploadedImage, ...errors },
      },
    },
    async (request, reply) => {
      const image = await media.addProductPhoto(targetOf(request), bytesOf(request));
      return reply.code(201).header('cache-control', PRIVATE).send(image);
    },
  );

  app.delete(
    url.productImage,
    {
      onRequest: productTarget(),
      schema: {
        tags,
        summary: 'Delete a photo of one of the seller’s products',
        params: productItemParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await media.removeProductPhoto(targetOf(request), request.params.itemId);
      return reply.code(204).header('cache-control', PRIVATE).send(null);
    },
  );

  app.put(
    url.productPart('images/order'),
    {
      onRequest: productTarget(),
      schema: {
        tags,
        summary: 'Put the product’s photos in this order; the first is the main photo',
        description: 'Every photo id of the product, each once (400 otherwise).',
        params: productParams,
        body: imageOrderInput,
        response: { 200: imageList, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return media.reorderProductPhotos(targetOf(request), request.body.ids);
    },
  );

  app.post(
    url.productPart('videos'),
    {
      bodyLimit: VIDEO_MAX_BYTES,
      onRequest: productTarget('videos'),
      schema: {
        tags,
        summary: 'Add a video (a reel) to one of the seller’s products',
        description:
          'Body: the raw bytes of an MP4 file with H.264 video, at most 40 MB and 60 s. The ' +
          'container is parsed: not MP4 or not H.264 is 415, a cut-off file 400, too long 413. ' +
          'The duration is computed from the file (a ?duration is ignored). At most 3 videos. ' +
          'Add the poster with POST .../videos/{videoId}/poster.',
        consumes: [...VIDEO_TYPES, 'application/octet-stream'],
        params: productParams,
        body: z.any().describe('the video bytes'),
        response: { 201: uploadedVideo, ...errors },
      },
    },
    async (request, reply) => {
      const video = await media.addVideo(targetOf(request), bytesOf(request));
      return reply.code(201).header('cache-control', PRIVATE).send(video);
    },
  );

  app.post(
    url.videoPoster,
    {
      bodyLimit: IMAGE_MAX_BYTES,
      onRequest: productTarget(),
      schema: {
        tags,
        summary: 'Set the poster image of a product video (replaces the previous one)',
        description: imageRules,
        consumes: IMAGE_TYPES,
        params: productItemParams,
        body: z.any().describe('the image bytes'),
        response: { 200: uploadedVideo, ...errors },
      },
    },
    async (request, reply) => {
      const video = await media.setPoster(
        targetOf(request),
        request.params.itemId,
        bytesOf(request),
      );
      return reply.header('cache-control', PRIVATE).send(video);
    },
  );

  app.delete(
    url.productVideo,
    {
      onRequest: productTarget(),
      schema: {
        tags,
        summary: 'Delete a video of one of the seller’s products (and its poster)',
        params: productItemParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await media.removeVideo(targetOf(request), request.params.itemId);
      return reply.code(204).header('cache-control', PRIVATE).send(null);
    },
  );

  for (const which of ['logo', 'banner'] as const) {
    app.post(
      seller.storePart(which),
      {
        bodyLimit: IMAGE_MAX_BYTES,
        onRequest: ownStore(),
        schema: {
          tags,
          summary: `Replace the store's ${which}`,
          description: imageRules,
          consumes: IMAGE_TYPES,
          body: z.any().describe('the image bytes'),
          response: { 200: storePicture, ...errors },
        },
      },
      async (request, reply) => {
        const picture = await media.setStorePicture(storeIdOf(request), which, bytesOf(request));
        return reply.header('cache-control', PRIVATE).send(picture);
      },
    );
  }

  app.post(
    seller.storePart('gallery'),
    {
      bodyLimit: IMAGE_MAX_BYTES,
      onRequest: ownStore('gallery'),
      schema: {
        tags,
        summary: "Add a photo to the store's gallery (the last place)",
        description: `${imageRules} At most 24 photos (409 MEDIA_LIMIT_REACHED).`,
        consumes: IMAGE_TYPES,
        body: z.any().describe('the image bytes'),
        response: { 201: uploadedImage, ...errors },
      },
    },
    async (request, reply) => {
      const image = await media.addGalleryPhoto(storeIdOf(request), bytesOf(request));
      return reply.code(201).header('cache-control', PRIVATE).send(image);
    },
  );

  app.delete(
    url.galleryImage,
    {
      onRequest: ownStore(),
      schema: {
        tags,
        summary: "Delete a photo of the store's gallery",
        params: z.object({ itemId: z.string().max(100) }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await media.removeGalleryPhoto(storeIdOf(request), request.params.itemId);
      return reply.code(204).header('cache-control', PRIVATE).send(null);
    },
  );

  app.put(
    seller.storePart('gallery/order'),
    {
      onRequest: ownStore(),
      schema: {
        tags,
        summary: "Put the store's gallery in this order",
        description: 'Every gallery image id, each once (400 otherwise).',
        body: galleryOrderInput,
        response: { 200: imageList, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return media.reorderGallery(storeIdOf(request), request.body.ids);
    },
  );
};
