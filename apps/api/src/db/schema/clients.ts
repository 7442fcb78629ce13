import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, id, updatedAt } from './columns';

/** The shopper profile (spec: Client); id equals the auth user id. */
export const clients = pgTable(
  'clients',
  {
    id: text('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default('shopper'),
    name: varchar('name', { length: 100 }).notNull(),
    phone: varchar('phone', { length: 30 }),
    email: text('email'),
    address: varchar('address', { length: 300 }),
    formattedAddress: varchar('formatted_address', { length: 500 }),
    deliveryNotes: varchar('delivery_notes', { length: 500 }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    preferences: jsonb('preferences').notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('clients_latitude_range', sql`${t.latitude} between -90 and 90`),
    check('clients_longitude_range', sql`${t.longitude} between -180 and 180`),
  ],
);

export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }).notNull(),
    street: varchar('street', { length: 200 }),
    /** What the courier needs beyond the map pin: the building and the floor or flat. */
    building: varchar('building', { length: 100 }),
    floor: varchar('floor', { length: 50 }),
    city: varchar('city', { length: 100 }),
    country: varchar('country', { length: 100 }).notNull().default('Syria'),
    formattedAddress: varchar('formatted_address', { length: 500 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    deliveryNotes: varchar('delivery_notes', { length: 500 }),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('saved_addresses_user_order_idx').on(t.userId, t.isDefault.desc(), t.createdAt.desc()),
    // At most one default per user, enforced by the database itself.
    uniqueIndex('saved_addresses_one_default_idx').on(t.userId).where(sql`${t.isDefault}`),
    check('saved_addresses_latitude_range', sql`${t.latitude} between -90 and 90`),
    check('saved_addresses_longitude_range', sql`${t.longitude} between -180 and 180`),
  ],
);

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: id(),
  email: varchar('email', { length: 254 }).notNull().unique(),
  createdAt: createdAt(),
});

/** Small key/value facts about this installation, e.g. which demo-data version is seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});
