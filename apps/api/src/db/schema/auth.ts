import { boolean, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Better Auth's tables (user, session, account, verification), snake_case columns. */
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** shopper or vendor; admins are recognised by ADMIN_EMAILS, not by this column. */
  role: text('role').notNull().default('shopper'),
  phone: text('phone'),
  /**
   * Set by an administrator (decision 021): the account is signed out everywhere and refused
   * at sign-in until cleared; its orders and stores stay as they were.
   */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  disabledReason: varchar('disabled_reason', { length: 500 }),
  ...timestamps,
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/**
 * The API's request limits, shared by every API process; the name is older than its second
 * use. The auth rate limiter (login, register, reset) keeps a fixed window per key
 * ("login:account:<email>", "register:ip:<ip>"): `count` attempts until `expires_at`. The
 * geocoder keeps token buckets ("geocode:ip:<ip>", "geocoder:upstream"), stored as the moment
 * the bucket is full again (`expires_at`), so a row past it means what no row means and either
 * sweep may delete it (modules/geocoding/repository/buckets.ts). UNLOGGED since migration 0017
 * (decision 029): written on requests, cheap to lose, never on a read replica.
 */
export const authRateLimits = pgTable(
  'auth_rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_rate_limits_expires_at_idx').on(t.expiresAt)],
);
