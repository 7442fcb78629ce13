import {
  DEFAULT_PAYMENT_WINDOW_HOURS,
  MAX_PAYMENT_WINDOW_HOURS,
  MIN_PAYMENT_WINDOW_HOURS,
} from '@souq/domain/orders';
import type { DeliveryFeeRulePayload } from '@souq/domain/schemas/seller-orders';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, id, money, updatedAt } from './columns';

/** A product shoppers may see: its own status and its store's (products.store_active). */
const listed = sql`is_active and store_active`;

/** Arabic-normalised text for search (the SQL function comes with migration 0000). */
const normalised = (column: string) => sql.raw(`souq_normalize_ar(${column})`);

export const categories = pgTable('categories', {
  id: id(),
  slug: varchar('slug', { length: 60 }).notNull().unique(),
  name: varchar('name', { length: 100 }).notNull(),
  description: varchar('description', { length: 500 }),
  icon: varchar('icon', { length: 20 }),
  iconUrl: text('icon_url'),
  color: varchar('color', { length: 20 }),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

export const vendorProfiles = pgTable(
  'vendor_profiles',
  {
    id: id(),
    ownerUserId: text('owner_user_id').references(() => user.id, { onDelete: 'set null' }),
    vendorName: varchar('vendor_name', { length: 120 }).notNull(),
    description: varchar('description', { length: 2000 }),
    brandLogoUrl: text('brand_logo_url'),
    bannerImageUrl: text('banner_image_url'),
    formattedAddress: varchar('formatted_address', { length: 500 }),
    city: varchar('city', { length: 100 }),
    phoneNumber: varchar('phone_number', { length: 30 }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    deliveryRadiusKm: doublePrecision('delivery_radius_km').notNull().default(10),
    layoutTemplate: varchar('layout_template', { length: 40 })
      .notNull()
      .default('large_hero_section'),
    colorPattern: varchar('color_pattern', { length: 40 }).notNull().default('green_natural'),
    customCss: text('custom_css'),
    shamcashAccount: varchar('shamcash_account', { length: 60 }),
    goldmastersAccount: varchar('goldmasters_account', { length: 60 }),
    /** Hours the store has to check a wallet order's receipt before the order lapses. */
    paymentWindowHours: integer('payment_window_hours')
      .notNull()
      .default(DEFAULT_PAYMENT_WINDOW_HOURS),
    opensAt: time('opens_at').notNull().default('09:00'),
    closesAt: time('closes_at').notNull().default('21:00'),
    /**
     * pending (applied, waiting for an administrator), active, suspended or rejected. is_active
     * stays the flag every public query reads, and the database keeps it equal to
     * status = 'active' (migration 0007).
     */
    status: varchar('status', { length: 20 }).notNull().default('active'),
    statusReason: varchar('status_reason', { length: 500 }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    offersPickup: boolean('offers_pickup').notNull().default(true),
    offersDelivery: boolean('offers_delivery').notNull().default(true),
    /** Weekdays the store is closed, 0 = Sunday … 6 = Saturday. */
    closedDays: smallint('closed_days').array().notNull().default(sql`'{}'::smallint[]`),
    /** The delivery fee rule (schemas/seller-orders.ts); null: none set, the fee is unknown. */
    deliveryFeeRule: jsonb('delivery_fee_rule').$type<DeliveryFeeRulePayload>(),
    isActive: boolean('is_active').notNull().default(true),
    nameSearch: text('name_search').generatedAlwaysAs(normalised('vendor_name')),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('vendor_profiles_owner_idx').on(t.ownerUserId),
    index('vendor_profiles_active_name_idx').on(t.isActive, t.vendorName),
    index('vendor_profiles_name_trgm_idx').using('gin', sql`${t.nameSearch} gin_trgm_ops`),
    check('vendor_profiles_latitude_range', sql`${t.latitude} between -90 and 90`),
    check('vendor_profiles_longitude_range', sql`${t.longitude} between -180 and 180`),
    check('vendor_profiles_radius_positive', sql`${t.deliveryRadiusKm} >= 0`),
    check(
      'vendor_profiles_status',
      sql`${t.status} in ('pending', 'active', 'suspended', 'rejected')`,
    ),
    check('vendor_profiles_active_is_status', sql`${t.isActive} = (${t.status} = 'active')`),
    index('vendor_profiles_status_applied_idx').on(t.status, t.appliedAt),
    check(
      'vendor_profiles_payment_window_range',
      sql`${t.paymentWindowHours} between ${sql.raw(String(MIN_PAYMENT_WINDOW_HOURS))} and ${sql.raw(String(MAX_PAYMENT_WINDOW_HOURS))}`,
    ),
  ],
);

export const vendorStoreImages = pgTable(
  'vendor_store_images',
  {
    id: id(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendorProfiles.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('vendor_store_images_vendor_idx').on(t.vendorId, t.sortOrder)],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendorProfiles.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 200 }).notNull(),
    description: varchar('description', { length: 5000 }).notNull().default(''),
    basePrice: money('base_price').notNull(),
    currency: char('currency', { length: 3 }).notNull().default('SYP'),
    stockCount: integer('stock_count').notNull().default(0),
    availabilityMode: varchar('availability_mode', { length: 20 }).notNull().default('for_sale'),
    deliveryAvailable: boolean('delivery_available').notNull().default(true),
    deliveryPrice: money('delivery_price').notNull().default('0'),
    pickupAvailable: boolean('pickup_available').notNull().default(true),
    paymentCashOnDelivery: boolean('payment_cash_on_delivery').notNull().default(true),
    paymentShamcash: boolean('payment_shamcash').notNull().default(false),
    paymentGoldmasters: boolean('payment_goldmasters').notNull().default(false),
    /** The store's own key for a spreadsheet import; unique within the store. */
    sku: varchar('sku', { length: 64 }),
    /** active (listed), draft or archived; is_active = (status = 'active'), kept by a check. */
    status: varchar('status', { length: 20 }).notNull().default('active'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * The store's own is_active, copied here by triggers (migration 0014) so a shopper's list
     * is cut from one partial index without a join per row: "listed" = is_active and
     * store_active. Never written by the application.
     */
    storeActive: boolean('store_active').notNull().default(true),
    nameSearch: text('name_search').generatedAlwaysAs(normalised('name')),
    descriptionSearch: text('description_search').generatedAlwaysAs(normalised('description')),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_created_idx').on(t.createdAt.desc(), t.id),
    index('products_vendor_created_idx').on(t.vendorId, t.createdAt.desc()),
    index('products_category_created_idx').on(t.categoryId, t.createdAt.desc()),
    // Shopper-facing orders over listed products (see modules/catalogue/sort-sql.ts): a page
    // and its count are cut from the index alone.
    index('products_listed_created_idx').on(t.createdAt.desc(), t.id).where(listed),
    index('products_listed_price_idx').on(t.basePrice, t.id).where(listed),
    // Price order across currencies: one walk per currency, merged by value (sort-sql.ts).
    index('products_listed_currency_price_idx').on(t.currency, t.basePrice, t.id).where(listed),
    index('products_listed_name_idx').on(sql`${t.nameSearch} collate "C"`, t.id).where(listed),
    index('products_listed_category_created_idx')
      .on(t.categoryId, t.createdAt.desc(), t.id)
      .where(listed),
    index('products_listed_vendor_created_idx')
      .on(t.vendorId, t.createdAt.desc(), t.id)
      .where(listed),
    index('products_name_trgm_idx').using('gin', sql`${t.nameSearch} gin_trgm_ops`),
    index('products_description_trgm_idx').using('gin', sql`${t.descriptionSearch} gin_trgm_ops`),
    check('products_price_non_negative', sql`${t.basePrice} >= 0`),
    check('products_delivery_price_non_negative', sql`${t.deliveryPrice} >= 0`),
    check('products_stock_non_negative', sql`${t.stockCount} >= 0`),
    check('products_availability_mode', sql`${t.availabilityMode} in ('for_sale', 'display_only')`),
    check('products_status', sql`${t.status} in ('active', 'draft', 'archived')`),
    check('products_active_is_status', sql`${t.isActive} = (${t.status} = 'active')`),
    uniqueIndex('products_vendor_sku_idx').on(t.vendorId, t.sku).where(sql`sku is not null`),
    index('products_vendor_updated_idx').on(t.vendorId, t.updatedAt.desc()),
  ],
);

/**
 * Distinct words (4+ letters) of normalised product and vendor names, kept by triggers
 * (migration 0004). Search corrects a mistyped word against this small vocabulary with pg_trgm
 * and then matches the corrected spellings exactly, instead of computing similarity per row.
 */
export const catalogueWords = pgTable(
  'catalogue_words',
  { word: text('word').primaryKey() },
  (t) => [index('catalogue_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

/**
 * Each product as the catalogue serves it (the spec's Product JSON), written by triggers in the
 * same transaction as any change to the product, its images, variants, store or category
 * (migration 0014). A page of products is then 20 short index reads joined to ready text,
 * not 40 aggregates and a JSON serialisation per request (docs/decisions/023).
 */
export const productCards = pgTable('product_cards', {
  productId: uuid('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  card: text('card').notNull(),
});

/**
 * One row: a number raised, in the same transaction, by every write that may change which
 * products a shopper's list holds or their order (triggers of migration 0019). A deep page read
 * at version n may start from the sort keys an earlier read at version n found at its offset
 * instead of skipping every row before it (modules/catalogue/page-starts.ts,
 * docs/decisions/034-uncached-lists.md).
 */
export const listingVersion = pgTable(
  'listing_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [check('listing_version_one_row', sql`${t.id}`)],
);

/**
 * The search index (migration 0018, docs/decisions/031-search-postings.md): every distinct
 * space-separated token of listed products' normalised names and descriptions, insert-only
 * like catalogue_words. A query word is matched against this small vocabulary (pg_trgm), not
 * against every product's text.
 */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    token: text('token').notNull(),
  },
  (t) => [
    // md5: a description may hold one token longer than a btree entry allows.
    uniqueIndex('search_vocabulary_token_md5_idx').on(sql`md5(${t.token})`),
    index('search_vocabulary_trgm_idx').using('gin', sql`${t.token} gin_trgm_ops`),
  ],
);

/**
 * Postings: which listed product holds which token, where (name, description, positions 0-30
 * of the name as bits) and the product's ranking attributes, so a search ranks and counts
 * from one index (token_id, product_id) INCLUDE (...) without reading products. Kept by
 * triggers on products (migration 0018); only listed products (active, store active) appear.
 */
export const searchPostings = pgTable(
  'search_postings',
  {
    tokenId: integer('token_id').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    inName: boolean('in_name').notNull(),
    inDescription: boolean('in_description').notNull(),
    namePositions: integer('name_positions').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    nameLength: integer('name_length').notNull(),
    nameTokens: integer('name_tokens').notNull(),
  },
  // The covering primary key (INCLUDE) and the covering index of name postings (partial,
  // migration 0020) are written in the migrations: Drizzle cannot express INCLUDE.
  (t) => [index('search_postings_product_idx').on(t.productId)],
);

/**
 * Listed products with their ranking attributes, by vendor and by category: a search word that
 * names a store or a category brings in its products from here, index-only (migration 0018).
 */
export const searchProducts = pgTable(
  'search_products',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id').notNull(),
    categoryId: uuid('category_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    nameLength: integer('name_length').notNull(),
    nameTokens: integer('name_tokens').notNull(),
  },
  (t) => [
    index('search_products_vendor_idx').on(
      t.vendorId,
      t.productId,
      t.createdAt,
      t.nameLength,
      t.nameTokens,
    ),
    index('search_products_category_idx').on(
      t.categoryId,
      t.productId,
      t.createdAt,
      t.nameLength,
      t.nameTokens,
    ),
  ],
);

/**
 * Which products' search index rows changed, and in which transaction (migration 0024): each
 * server's copy of the index in memory (modules/catalogue/search-index) reads the rows of
 * transactions that may have committed since it last looked, and reads those products again.
 * Written by souq_refresh_search_index and on product deletes; rows older than an hour are
 * removed by the writes themselves. No foreign key: a deleted product's row must stay.
 */
export const searchIndexChanges = pgTable(
  'search_index_changes',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: uuid('product_id').notNull(),
    /** pg_current_xact_id() of the writing transaction, as a number. */
    tx: bigint('tx', { mode: 'number' }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    index('search_index_changes_tx_idx').on(t.tx),
    index('search_index_changes_changed_at_idx').on(t.changedAt),
  ],
);

/**
 * Which names a search word may mean changed, and in which transaction (migration 0025): a
 * catalogue word added (`word`), or stores, categories or the words otherwise written (`word`
 * null). Each server's copy of those names (modules/catalogue/search-index/names.ts) adds the
 * words the rows carry, and reads every name again for a row without one. Written by triggers
 * on catalogue_words, vendor_profiles and categories; rows older than an hour are removed by
 * the writes themselves.
 */
export const searchNamesChanges = pgTable(
  'search_names_changes',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    word: text('word'),
    /** pg_current_xact_id() of the writing transaction, as a number. */
    tx: bigint('tx', { mode: 'number' }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    index('search_names_changes_tx_idx').on(t.tx),
    index('search_names_changes_changed_at_idx').on(t.changedAt),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.sortOrder)],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: varchar('size', { length: 50 }),
    color: varchar('color', { length: 50 }),
    priceAdjustment: money('price_adjustment').notNull().default('0'),
    stockCount: integer('stock_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId),
    check('product_variants_stock_non_negative', sql`${t.stockCount} >= 0`),
  ],
);

export const productVideos = pgTable(
  'product_videos',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendorProfiles.id, { onDelete: 'cascade' }),
    videoUrl: text('video_url').notNull(),
    posterUrl: text('poster_url'),
    durationSeconds: integer('duration_seconds'),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_videos_created_idx').on(t.createdAt.desc(), t.id),
    index('product_videos_vendor_idx').on(t.vendorId, t.createdAt.desc()),
  ],
);

/**
 * Every change of where shoppers send money (wallet accounts), with who made it and when. The
 * checkout always reads the current number from vendor_profiles; this is the trail.
 */
export const vendorAccountChanges = pgTable(
  'vendor_account_changes',
  {
    id: id(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendorProfiles.id, { onDelete: 'cascade' }),
    changedByUserId: text('changed_by_user_id').references(() => user.id, {
      onDelete: 'set null',
    }),
    field: varchar('field', { length: 40 }).notNull(),
    oldValue: varchar('old_value', { length: 60 }),
    newValue: varchar('new_value', { length: 60 }),
    createdAt: createdAt(),
  },
  (t) => [index('vendor_account_changes_vendor_idx').on(t.vendorId, t.createdAt.desc())],
);

/** Every status a store went through (application, approval, suspension), with who and why. */
export const vendorStatusChanges = pgTable(
  'vendor_status_changes',
  {
    id: id(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendorProfiles.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20 }).notNull(),
    reason: varchar('reason', { length: 500 }),
    decidedByUserId: text('decided_by_user_id').references(() => user.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [index('vendor_status_changes_vendor_idx').on(t.vendorId, t.createdAt.desc())],
);
