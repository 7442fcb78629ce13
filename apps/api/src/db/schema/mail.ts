import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/**
 * Mail written when no SMTP server is configured (the dev outbox). In the database rather
 * than in memory so it survives restarts and every API process sees the same messages.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Absolute URLs found in the message, so tests and people can follow them. */
    links: jsonb('links').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_created_at_idx').on(t.createdAt.desc()),
    index('mail_outbox_to_created_at_idx').on(t.to, t.createdAt.desc()),
  ],
);
