import { z } from 'zod';

/** Page size is capped at 100 for every list (decision 001); the web pages through larger lists. */
export const MAX_PAGE_SIZE = 100;

export const pagingQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const uuid = z.string().uuid();

/** A list's search box in the query string: trimmed, at most 100 characters, empty as absent. */
export const searchText = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((v) => (v ? v : undefined));

/** Query-string booleans: "true"/"1" and "false"/"0". */
export const queryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

export function listResponse<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    data: z.array(item),
    count: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  });
}

export const errorResponse = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
});
