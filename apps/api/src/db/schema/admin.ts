import { index, jsonb, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, id } from './columns';

/**
 * Every administrator action (docs/design.md "The operating side": who, when, what, reason),
 * kept when the admin's account goes (the address stays readable). `action` is a domain verb
 * ('store.suspend', 'category.update'); `target` names what it acted on.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: id(),
    adminUserId: text('admin_user_id').references(() => user.id, { onDelete: 'set null' }),
    adminEmail: varchar('admin_email', { length: 254 }).notNull(),
    action: varchar('action', { length: 60 }).notNull(),
    targetType: varchar('target_type', { length: 30 }).notNull(),
    targetId: uuid('target_id'),
    /** What a person reads in the log: the store's or category's name at the time. */
    targetLabel: varchar('target_label', { length: 200 }),
    reason: varchar('reason', { length: 500 }),
    /** What changed, when there is more than a verb (a category's fields before and after). */
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_actions_created_idx').on(t.createdAt.desc()),
    index('admin_actions_target_idx').on(t.targetType, t.targetId, t.createdAt.desc()),
  ],
);
