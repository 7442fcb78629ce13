import { z } from 'zod';
import { listResponse, pagingQuery, queryBoolean, uuid } from './common';

export const currencies = ['SYP', 'USD', 'SAR', 'EUR', 'TRY'] as const;
export const availabilityModes = ['for_sale', 'display_only'] as const;
export const searchFields = ['name', 'description', 'category', 'vendor'] as const;
export type SearchField = (typeof searchFields)[number];

/** Product list orders. Without `sort`, a search is ordered by relevance, a list by newest. */
export const productSorts = ['newest', 'price_low', 'price_high', 'name'] as const;
export type ProductSort = (typeof productSorts)[number];
/** The web products page's sort menu (spec discovery §9) onto the API's `sort`. */
export const productSortOfOption = {
  newest: 'newest',
  'price-low': 'price_low',
  'price-high': 'price_high',
  name: 'name',
} as const satisfies Record<string, ProductSort>;

/** Longest accepted search text; a longer one is a 400, not silently cut. */
const MAX_SEARCH_LENGTH = 200;
/**
 * Deepest product offset (decision 006): paging by offset costs the database every skipped
 * row, and no shopper pages 500 screens deep; search or filters narrow the list instead.
 */
export const MAX_PRODUCT_OFFSET = 10_000;

/** search_in: comma-separated subset of searchFields; all fields when absent. */
const searchIn = z
  .string()
  .max(100)
  .transform((text) =>
    text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(searchFields)).min(1));

export const productListQuery = pagingQuery.extend({
  offset: z.coerce.number().int().min(0).max(MAX_PRODUCT_OFFSET).default(0),
  vendor_id: uuid.optional(),
  product_id: uuid.optional(),
  category: z.string().trim().min(1).max(100).optional().describe('category id, slug or name'),
  q: z
    .string()
    .trim()
    .max(MAX_SEARCH_LENGTH)
    .optional()
    .describe('search text: Arabic spelling variants, typos and a partly typed last word match'),
  search_in: searchIn
    .optional()
    .describe(`comma-separated fields to search: ${searchFields.join(', ')} (default all)`),
  currency: z
    .enum(currencies)
    .optional()
    .describe('only prices in this currency; without it prices sort by value in SYP'),
  sort: z
    .enum(productSorts)
    .optional()
    .describe('default: relevance when q is given, otherwise newest'),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

const productVariant = z.object({
  id: uuid,
  size: z.string().nullable(),
  color: z.string().nullable(),
  price_adjustment: z.number(),
  stock_count: z.number().int(),
});

export const product = z.object({
  id: uuid,
  name: z.string(),
  description: z.string(),
  base_price: z.number(),
  currency: z.string(),
  stock_count: z.number().int(),
  product_category: z.string().nullable(),
  category_id: uuid.nullable(),
  vendor_id: uuid,
  vendor_profiles: z.object({ id: uuid, vendor_name: z.string() }),
  product_images: z.array(z.object({ image_url: z.string() })),
  product_variants: z.array(productVariant),
  delivery_available: z.boolean(),
  delivery_price: z.number(),
  pickup_available: z.boolean(),
  availability_mode: z.enum(availabilityModes),
  payment_cash_on_delivery: z.boolean(),
  payment_shamcash: z.boolean(),
  payment_goldmasters: z.boolean(),
  created_at: z.string(),
});
export type Product = z.infer<typeof product>;
export const productList = listResponse(product);
export type ProductList = z.infer<typeof productList>;

export const categoryListQuery = z.object({
  include_inactive: queryBoolean.optional(),
  format: z
    .enum(['json', 'simple'])
    .optional()
    .describe('json (default): full categories with product counts; simple: id, slug, name, icon'),
});

export const category = z.object({
  id: uuid,
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
  icon_url: z.string().nullable(),
  color: z.string().nullable(),
  sort_order: z.number().int(),
  is_active: z.boolean(),
  product_count: z.number().int(),
});
export type Category = z.infer<typeof category>;
export const categoryList = z.object({ data: z.array(category), count: z.number().int() });
export type CategoryList = z.infer<typeof categoryList>;

/** format=simple: just enough for a menu or a filter list (no counts, colours or text). */
const categorySimple = category.pick({ id: true, slug: true, name: true, icon: true });
export const categorySimpleList = z.object({
  data: z.array(categorySimple),
  count: z.number().int(),
});
export type CategorySimpleList = z.infer<typeof categorySimpleList>;
