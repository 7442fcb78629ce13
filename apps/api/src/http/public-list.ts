import { errorResponse } from '@souq/domain/schemas/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { JsonText } from './json-text';
import type { PublicChanges } from './public-changes';
import { sendPublicJson, wantsFreshCopy } from './public-reply';
import { responseCache } from './response-cache';

/**
 * How long the server serves a public list again from memory. Browsers keep one 60 s
 * (PUBLIC_SHORT_CACHE), so a change shows within about 90 s at worst (docs/decisions/006).
 */
const PUBLIC_LIST_TTL_MS = 30_000;

const notModified = z.null().describe('Not modified: the If-None-Match tag is still current');

/** The answers of a cached public list: the list, 304 for a current tag, 400 for a bad query. */
export function publicListResponses<T extends z.ZodType>(list: T) {
  return { 200: list, 304: notModified, 400: errorResponse };
}

/**
 * Serves public lists (no per-user data) from one bounded in-memory cache: an answer is named
 * by its route and validated query (defaults filled, unknown parameters dropped), serialised,
 * tagged and compressed once, and a client that holds the current tag gets a bodiless 304.
 * The route's response schema documents the shape; the service's return type guarantees it.
 */
export function publicListCache(options: {
  maxBytes: number;
  ttlMs?: number;
  /** Forgets every kept answer when shoppers' data changes (a seller's or admin's write). */
  changes?: PublicChanges;
}) {
  const cache = responseCache({
    ttlMs: options.ttlMs ?? PUBLIC_LIST_TTL_MS,
    maxBytes: options.maxBytes,
  });
  options.changes?.subscribe(() => cache.clear());
  return async function sendList(
    request: FastifyRequest,
    reply: FastifyReply,
    load: () => Promise<unknown>,
  ) {
    const key = `${request.routeOptions.url} ${JSON.stringify(request.query)}`;
    const cached = await cache.get(
      key,
      async () => {
        const body = await load();
        return body instanceof JsonText ? body.text : JSON.stringify(body);
      },
      wantsFreshCopy(request),
    );
    return sendPublicJson(request, reply, cached);
  };
}
