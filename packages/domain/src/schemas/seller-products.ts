import { z } from 'zod';
import { sellerValidation as m } from '../locales/ar/seller';
import { availabilityModes, currencies } from './catalogue';
import { pagingQuery, uuid } from './common';

/**
 * The seller console's product payloads (docs/decisions/016-seller-console.md). One schema per
 * payload, used by the product editor and by `/api/seller/products`. A product is `active`
 * (listed), `draft` (only its store sees it) or `archived` (gone from every public list; kept
 * because orders point at it).
 */
const productStatuses = ['active', 'draft', 'archived'] as const;
export type ProductStatus = (typeof productStatuses)[number];
/** What an owner may set by hand; archiving has its own verb. */
const editableStatuses = ['active', 'draft'] as const;

const MAX_PRICE = 1_000_000_000;
const MAX_STOCK = 1_000_000;
export const MAX_VARIANTS = 50;
export const MAX_PRODUCT_IMAGES = 10;
export const MAX_PRODUCT_VIDEOS = 3;
/** At or below this many in stock a product counts as 'low' in the seller's stock filter. */
export const LOW_STOCK_THRESHOLD = 5;

const price = z
  .number({ error: m.priceInvalid })
  .finite(m.priceInvalid)
  .min(0, m.priceInvalid)
  .max(MAX_PRICE, m.priceTooHigh)
  .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), m.priceInvalid);
const stock = z
  .number({ error: m.stockInvalid })
  .int(m.stockInvalid)
  .min(0, m.stockInvalid)
  .max(MAX_STOCK, m.stockInvalid);
const optionText = z
  .string()
  .trim()
  .max(50, m.variantOptionTooLong)
  .nullish()
  .transform((v) => (v ? v : null));
/** SKU: the key a spreadsheet import matches rows on. Empty means none. */
const sku = z
  .string()
  .trim()
  .max(64, m.skuInvalid)
  .regex(/^[A-Za-z0-9_-]*$/, m.skuInvalid)
  .nullish()
  .transform((v) => (v ? v : null));

/** One variant in the editor; id present when it already exists (kept, so carts stay valid). */
const variantInput = z
  .object({
    id: uuid.optional(),
    size: optionText,
    color: optionText,
    price_adjustment: z
      .number({ error: m.priceInvalid })
      .finite()
      .min(-MAX_PRICE)
      .max(MAX_PRICE, m.priceTooHigh),
    stock_count: stock,
  })
  .refine((v) => v.size !== null || v.color !== null, { message: m.variantNeedsOption });

const variantKey = (v: { size: string | null; color: string | null }) =>
  `${v.size ?? ''}\u0000${v.color ?? ''}`;

/** Body of POST /api/seller/products and PUT /api/seller/products/{id}. */
export const productInput = z
  .object({
    name: z
      .string({ error: m.productNameRequired })
      .trim()
      .min(1, m.productNameRequired)
      .max(200, m.productNameTooLong),
    description: z.string().trim().max(5000, m.productDescriptionTooLong).default(''),
    category_id: uuid.nullable(),
    sku,
    base_price: price,
    currency: z.enum(currencies, { error: m.currencyInvalid }),
    /** Ignored when the product has variants: its stock is then the sum of theirs. */
    stock_count: stock,
    availability_mode: z.enum(availabilityModes),
    pickup_available: z.boolean(),
    delivery_available: z.boolean(),
    delivery_price: z
      .number({ error: m.deliveryPriceInvalid })
      .finite()
      .min(0, m.deliveryPriceInvalid)
      .max(MAX_PRICE, m.priceTooHigh),
    payment_cash_on_delivery: z.boolean(),
    payment_shamcash: z.boolean(),
    payment_goldmasters: z.boolean(),
    status: z.enum(editableStatuses).default('active'),
    variants: z.array(variantInput).max(MAX_VARIANTS, m.tooManyVariants).default([]),
  })
  .superRefine((v, ctx) => {
    if (!v.payment_cash_on_delivery && !v.payment_shamcash && !v.payment_goldmasters) {
      ctx.addIssue({
        code: 'custom',
        message: m.paymentRequired,
        path: ['payment_cash_on_delivery'],
      });
    }
    const seen = new Set<string>();
    v.variants.forEach((variant, index) => {
      const key = variantKey(variant);
      if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', message: m.variantDuplicate, path: ['variants', index] });
      }
      seen.add(key);
      if (v.base_price + variant.price_adjustment < 0) {
        ctx.addIssue({
          code: 'custom',
          message: m.variantPriceNegative,
          path: ['variants', index, 'price_adjustment'],
        });
      }
    });
  });
export type ProductInput = z.input<typeof productInput>;
export type ProductInputParsed = z.output<typeof productInput>;

/** PATCH /api/seller/products/{id}: the list's inline edits; at least one field. */
export const productQuickEditInput = z
  .object({
    base_price: price.optional(),
    stock_count: stock.optional(),
    status: z.enum(editableStatuses).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: m.priceInvalid });
export type ProductQuickEditInput = z.input<typeof productQuickEditInput>;

export const stockFilters = ['all', 'in_stock', 'low', 'out'] as const;
export type StockFilter = (typeof stockFilters)[number];

/** GET /api/seller/products */
export const sellerProductListQuery = pagingQuery.extend({
  q: z.string().trim().max(200).optional(),
  category_id: uuid.optional(),
  stock: z.enum(stockFilters).default('all'),
  /** Without it: active and draft (archived ones are asked for on purpose). */
  status: z.enum(productStatuses).optional(),
});

const sellerVariant = z.object({
  id: uuid,
  size: z.string().nullable(),
  color: z.string().nullable(),
  price_adjustment: z.number(),
  stock_count: z.number().int(),
});
const sellerImage = z.object({ id: uuid, image_url: z.string(), sort_order: z.number().int() });
const sellerVideo = z.object({
  id: uuid,
  video_url: z.string(),
  poster_url: z.string().nullable(),
  duration_seconds: z.number().nullable(),
});

/** A product as its own store sees it (drafts and archived included). */
export const sellerProduct = z.object({
  id: uuid,
  name: z.string(),
  description: z.string(),
  category_id: uuid.nullable(),
  product_category: z.string().nullable(),
  sku: z.string().nullable(),
  base_price: z.number(),
  currency: z.string(),
  /** The product's own stock, or the sum of its variants' when it has any. */
  stock_count: z.number().int(),
  availability_mode: z.enum(availabilityModes),
  pickup_available: z.boolean(),
  delivery_available: z.boolean(),
  delivery_price: z.number(),
  payment_cash_on_delivery: z.boolean(),
  payment_shamcash: z.boolean(),
  payment_goldmasters: z.boolean(),
  status: z.enum(productStatuses),
  has_orders: z.boolean(),
  variants: z.array(sellerVariant),
  images: z.array(sellerImage),
  videos: z.array(sellerVideo),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SellerProduct = z.infer<typeof sellerProduct>;

/** A row of the seller's product list: enough for the table and inline edits. */
const sellerProductRow = sellerProduct
  .pick({
    id: true,
    name: true,
    sku: true,
    base_price: true,
    currency: true,
    stock_count: true,
    status: true,
    product_category: true,
    updated_at: true,
  })
  .extend({
    image_url: z.string().nullable(),
    variant_count: z.number().int(),
  });
export type SellerProductRow = z.infer<typeof sellerProductRow>;

export const sellerProductList = z.object({
  data: z.array(sellerProductRow),
  count: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type SellerProductList = z.infer<typeof sellerProductList>;

/** PUT /api/seller/products/{id}/images/order: every image id; the first is the main photo. */
export const imageOrderInput = z.object({ ids: z.array(uuid).max(MAX_PRODUCT_IMAGES) });

/** One CSV row's verdict in an import (dry run or real). */
const importRowResult = z.object({
  row: z.number().int(),
  sku: z.string().nullable(),
  action: z.enum(['create', 'update', 'skip']),
  problems: z.array(z.string()),
});
export const importReport = z.object({
  dry_run: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  rows: z.array(importRowResult),
});
export type ImportReport = z.infer<typeof importReport>;
