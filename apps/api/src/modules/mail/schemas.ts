import { email } from '@souq/domain/schemas/accounts';
import { z } from 'zod';

/** The dev outbox's HTTP contract (the web never reads it: no shared schema in the domain). */
export const outboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

export const outboxQuery = z.object({
  to: email.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
