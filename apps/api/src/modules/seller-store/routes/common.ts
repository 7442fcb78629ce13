import { errorResponse } from '@souq/domain/schemas/common';
import { sellerStore } from '@souq/domain/schemas/seller-store';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Viewers } from '../../auth';

export const PRIVATE = 'no-store';
export const BODY_LIMIT = 16 * 1024;
/** 20,000 characters of CSS, up to 3 bytes each in UTF-8, inside JSON. */
export const CSS_BODY_LIMIT = 96 * 1024;
export const tags = ['seller'];
export const refused = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/** A section's schema: its body, and the updated store or why not (no store 404, suspended 403). */
export const section = <B extends z.ZodType>(summary: string, body: B) => ({
  tags,
  summary,
  body,
  response: { 200: sellerStore, ...refused, 404: errorResponse },
});

/**
 * Every /api/seller/store route needs a signed-in user: the preValidation hook answers a guest
 * 401 before the body is validated, so a guest learns nothing from validation errors.
 */
export const signedIn = (viewers: Viewers) => async (request: FastifyRequest) => {
  await viewers.require(request);
};
