import { z } from 'zod';
import { sellerValidation as m } from '../locales/ar/seller';
import { colorPatterns, layoutTemplates } from '../vendor-theme';
import { listResponse, pagingQuery, searchText, uuid } from './common';

/**
 * The seller console's store payloads (docs/decisions/016-seller-console.md): the application,
 * then one payload per settings section, each saved on its own. The store is always the
 * signed-in owner's; no payload names a store id. Lengths match the vendor_profiles columns.
 */
export const storeStatuses = ['pending', 'active', 'suspended', 'rejected'] as const;
export type StoreStatus = (typeof storeStatuses)[number];

export const MAX_DELIVERY_RADIUS_KM = 100;
export const MAX_STORE_GALLERY_IMAGES = 24;
export const MAX_CUSTOM_CSS_LENGTH = 20_000;
/** Days a store may close on, 0 = Sunday … 6 = Saturday (JavaScript's getDay()). */
export const weekDays = [0, 1, 2, 3, 4, 5, 6] as const;

const storeName = z
  .string({ error: m.storeNameRequired })
  .trim()
  .min(1, m.storeNameRequired)
  .min(2, m.storeNameTooShort)
  .max(120, m.storeNameTooLong);
const description = z
  .string()
  .trim()
  .max(2000, m.descriptionTooLong)
  .nullish()
  .transform((v) => (v ? v : null));
const storePhone = z
  .string({ error: m.phoneRequired })
  .trim()
  .min(1, m.phoneRequired)
  .max(20, m.phoneInvalid)
  .regex(/^\+?[0-9][0-9 ()-]{5,18}[0-9]$/, m.phoneInvalid);
const city = z
  .string({ error: m.cityRequired })
  .trim()
  .min(1, m.cityRequired)
  .max(100, m.cityTooLong);
const formattedAddress = z
  .string({ error: m.addressRequired })
  .trim()
  .min(1, m.addressRequired)
  .max(500, m.addressTooLong);
const latitude = z.number({ error: m.coordinatesInvalid }).finite().min(-90).max(90);
const longitude = z.number({ error: m.coordinatesInvalid }).finite().min(-180).max(180);
const deliveryRadiusKm = z
  .number({ error: m.radiusInvalid })
  .finite()
  .min(0, m.radiusInvalid)
  .max(MAX_DELIVERY_RADIUS_KM, m.radiusInvalid);
/** A wallet account number or handle as the wallet app shows it; empty means "not offered". */
const walletAccount = z
  .string()
  .trim()
  .max(60, m.walletInvalid)
  .regex(/^[\p{L}\p{N} ._@+-]*$/u, m.walletInvalid)
  .nullish()
  .transform((v) => (v ? v : null));
const hhmm = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, m.hoursInvalid);

const fulfilment = {
  offers_pickup: z.boolean(),
  offers_delivery: z.boolean(),
};
const atLeastOneFulfilment = {
  message: m.fulfilmentRequired,
  path: ['offers_delivery'],
};

/** Body of POST /api/seller/store: open a store (it starts `pending`). */
export const storeApplicationInput = z
  .object({
    vendor_name: storeName,
    description,
    phone_number: storePhone,
    city,
    formatted_address: formattedAddress,
    latitude,
    longitude,
    delivery_radius_km: deliveryRadiusKm,
    ...fulfilment,
    shamcash_account: walletAccount,
    goldmasters_account: walletAccount,
  })
  .refine((v) => v.offers_pickup || v.offers_delivery, atLeastOneFulfilment);
export type StoreApplicationInput = z.input<typeof storeApplicationInput>;

/** PUT /api/seller/store/profile */
export const storeProfileInput = z.object({
  vendor_name: storeName,
  description,
  phone_number: storePhone,
  city,
});
export type StoreProfileInput = z.input<typeof storeProfileInput>;

/** PUT /api/seller/store/location: position, radius and how orders reach shoppers. */
export const storeLocationInput = z
  .object({
    formatted_address: formattedAddress,
    latitude,
    longitude,
    delivery_radius_km: deliveryRadiusKm,
    ...fulfilment,
  })
  .refine((v) => v.offers_pickup || v.offers_delivery, atLeastOneFulfilment);
export type StoreLocationInput = z.input<typeof storeLocationInput>;

/** PUT /api/seller/store/hours */
export const storeHoursInput = z
  .object({
    opens_at: hhmm,
    closes_at: hhmm,
    closed_days: z
      .array(z.number().int().min(0).max(6))
      .max(7)
      .transform((days) => [...new Set(days)].sort()),
  })
  .refine((v) => v.closes_at > v.opens_at, { message: m.hoursOrder, path: ['closes_at'] });
export type StoreHoursInput = z.input<typeof storeHoursInput>;

/**
 * PUT /api/seller/store/wallets: changing where shoppers send money asks for the password
 * again, and every change is recorded with who and when (vendor_account_changes).
 */
export const storeWalletsInput = z.object({
  shamcash_account: walletAccount,
  goldmasters_account: walletAccount,
  password: z.string({ error: m.passwordRequired }).min(1, m.passwordRequired).max(128),
});
export type StoreWalletsInput = z.input<typeof storeWalletsInput>;

/** PUT /api/seller/store/theme */
export const storeThemeInput = z.object({
  layout_template: z.enum(layoutTemplates, { error: m.layoutInvalid }),
  color_pattern: z.enum(colorPatterns, { error: m.colorInvalid }),
});
export type StoreThemeInput = z.infer<typeof storeThemeInput>;

/** PUT /api/seller/store/css and POST /api/seller/store/css/preview; empty clears it. */
export const storeCssInput = z.object({
  custom_css: z.string().max(MAX_CUSTOM_CSS_LENGTH, m.cssTooLong),
});
export type StoreCssInput = z.infer<typeof storeCssInput>;

/** One thing the sanitiser dropped, with the 1-based line of the vendor's text and why. */
export const cssDrop = z.object({
  line: z.number().int(),
  text: z.string(),
  reason: z.string(),
});
/** The sanitiser's verdict: what the storefront will really wear, and what was dropped. */
export const storeCssVerdict = z.object({
  css: z.string(),
  dropped: z.array(cssDrop),
  /** Kept, but text it colours can hardly be read on its background (vendor-css-contrast). */
  unreadable: z.array(cssDrop).optional(),
});
export type StoreCssVerdict = z.infer<typeof storeCssVerdict>;

const galleryImage = z.object({ id: uuid, image_url: z.string(), sort_order: z.number().int() });

/** The owner's own store as GET /api/seller/store returns it (drafts and wallets included). */
export const sellerStore = z.object({
  id: uuid,
  status: z.enum(storeStatuses),
  status_reason: z.string().nullable(),
  applied_at: z.string(),
  vendor_name: z.string(),
  description: z.string().nullable(),
  phone_number: z.string().nullable(),
  city: z.string().nullable(),
  formatted_address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  delivery_radius_km: z.number(),
  offers_pickup: z.boolean(),
  offers_delivery: z.boolean(),
  opens_at: z.string(),
  closes_at: z.string(),
  closed_days: z.array(z.number().int()),
  shamcash_account: z.string().nullable(),
  goldmasters_account: z.string().nullable(),
  layout_template: z.string(),
  color_pattern: z.string(),
  custom_css: z.string().nullable(),
  brand_logo_url: z.string().nullable(),
  banner_image_url: z.string().nullable(),
  gallery: z.array(galleryImage),
  product_count: z.number().int(),
  updated_at: z.string(),
});
export type SellerStore = z.infer<typeof sellerStore>;

/** GET /api/seller/store: null when the signed-in user owns no store yet (show the application). */
export const sellerStoreResponse = z.object({ store: sellerStore.nullable() });
export type SellerStoreResponse = z.infer<typeof sellerStoreResponse>;

/** PUT /api/seller/store/gallery/order: every gallery image id, in the new order. */
export const galleryOrderInput = z.object({
  ids: z.array(uuid).max(MAX_STORE_GALLERY_IMAGES),
});

/** An administrator's decision on a store (API and CLI). */
export const storeDecisionInput = z.object({
  reason: z
    .string()
    .trim()
    .max(500, m.reasonTooLong)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type StoreDecisionInput = z.input<typeof storeDecisionInput>;

/**
 * Rejecting an application or suspending a store needs the reason the owner is mailed and
 * reads in the console (store-status.ts decisionNeedsReason).
 */
export const storeDecisionWithReason = z.object({
  reason: z
    .string({ error: m.decisionReasonRequired })
    .trim()
    .min(1, m.decisionReasonRequired)
    .max(500, m.reasonTooLong),
});

/**
 * GET /api/admin/stores: stores by status (oldest application first), paged like every list;
 * q finds a store by its name (Arabic-normalised), its owner's e-mail or name, phone or city.
 */
export const adminStoreListQuery = pagingQuery.extend({
  status: z.enum(storeStatuses).optional(),
  q: searchText,
});
export type AdminStoreListQuery = z.infer<typeof adminStoreListQuery>;

/** A store as an administrator deciding on it sees it: the application and who sent it. */
export const adminStore = sellerStore
  .pick({
    id: true,
    status: true,
    status_reason: true,
    applied_at: true,
    vendor_name: true,
    description: true,
    phone_number: true,
    city: true,
    formatted_address: true,
    latitude: true,
    longitude: true,
    product_count: true,
    updated_at: true,
  })
  .extend({ owner_email: z.string().nullable(), owner_name: z.string().nullable() });
export type AdminStore = z.infer<typeof adminStore>;
/** The page, and how many stores each status holds (the console's tabs), whatever q is. */
export const adminStoreList = listResponse(adminStore).extend({
  counts: z.object(
    Object.fromEntries(storeStatuses.map((status) => [status, z.number().int()])) as Record<
      StoreStatus,
      z.ZodNumber
    >,
  ),
});
export type AdminStoreList = z.infer<typeof adminStoreList>;
