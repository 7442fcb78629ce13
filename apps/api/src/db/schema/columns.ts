import { numeric, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Column helpers shared by the domain tables. */
export const id = () => uuid('id').primaryKey().defaultRandom();

/** Money: numeric(14,2), read as decimal text, never a binary float in arithmetic. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
