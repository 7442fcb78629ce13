import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncodings, encodedBody } from './encoded-body';
import type { CachedBody } from './response-cache';

/** Public catalogue reads may be kept a minute by browsers and CDNs. */
const PUBLIC_SHORT_CACHE = 'public, max-age=60';

/** If-None-Match holds a list of tags, weak or strong; for GET the comparison is weak. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/** The client asked not to be answered from a cache (a hard reload sends this). */
export function wantsFreshCopy(request: FastifyRequest): boolean {
  const cacheControl = request.headers['cache-control'] ?? '';
  return /(^|,)\s*no-cache\s*(,|$)/i.test(cacheControl) || request.headers.pragma === 'no-cache';
}

/**
 * A cacheable JSON answer: the body as serialised once (compressed once per encoding), its
 * tag, and 304 without a body when the client already holds that version — a slow connection
 * then pays for headers only. The weak tag is the same for every encoding of one body.
 */
export function sendPublicJson(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  reply
    .header('cache-control', PUBLIC_SHORT_CACHE)
    .header('etag', cached.etag)
    .header('vary', 'accept-encoding');
  if (etagMatches(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoded = encodedBody(cached, acceptedEncodings(request.headers['accept-encoding']));
  if (!encoded) return reply.send(cached.body);
  return reply.header('content-encoding', encoded.encoding).send(encoded.bytes);
}
