import { errorResponse } from '@souq/domain/schemas/common';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMMUTABLE } from './caching';
import { presetNames } from './presets';
import { parseRange } from './range';
import { mediaService } from './service';
import type { MediaStorage } from './storage';

export const mediaRoutes: FastifyPluginAsyncZod<{ storage: MediaStorage }> = async (
  app,
  { storage },
) => {
  const service = mediaService(storage);

  app.route({
    // HEAD declared by hand: Fastify's automatic HEAD would read the whole file to discard it.
    method: ['GET', 'HEAD'],
    url: '/media/*',
    // Images and videos are already compressed, and 206 answers must stay byte-exact.
    compress: false,
    schema: {
      tags: ['media'],
      summary: 'A stored file, optionally resized (thumbnail 300x200 cover, medium 800x600 fit)',
      params: z.object({ '*': z.string().max(500) }),
      querystring: z.object({ preset: z.enum(presetNames).optional() }),
      response: { 400: errorResponse, 404: errorResponse, 415: errorResponse },
    },
    handler: async (request, typedReply) => {
      // The typed reply only knows the JSON error bodies; files go out as streams.
      const reply = typedReply as FastifyReply;
      const object = await service.locate(request.params['*'], request.query.preset);
      const { size, etag, modifiedAt } = object.stat;
      reply
        .header('cache-control', IMMUTABLE)
        .header('etag', etag)
        .header('last-modified', modifiedAt.toUTCString())
        .header('accept-ranges', 'bytes')
        .header('content-type', object.contentType);

      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();

      const range = parseRange(request.headers.range, size);
      if (range === 'unsatisfiable') {
        return reply.code(416).header('content-range', `bytes */${size}`).send();
      }
      const headOnly = request.method === 'HEAD'; // headers are the whole answer: open nothing
      if (range) {
        reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
          .header('content-length', range.end - range.start + 1);
        return reply.send(headOnly ? undefined : await service.open(object, range));
      }
      reply.header('content-length', size);
      return reply.send(headOnly ? undefined : await service.open(object));
    },
  });
};

/** If-None-Match may list several tags, weak ones included, or be "*". */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
