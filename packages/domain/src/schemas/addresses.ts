import { z } from 'zod';
import { addressText as m } from '../locales/ar/addresses';
import { uuid } from './common';

/**
 * Saved addresses (spec discovery §3 table saved_addresses, §2 Address form, §5 address form rule).
 * One schema per payload, used by the address form and by `/api/me/addresses`. Lengths match the
 * columns.
 */
export const MAX_SAVED_ADDRESSES = 20;
/** Spec discovery §3: a new address in the settings UI starts in Damascus, Syria. */
export const DEFAULT_ADDRESS_LOCATION = { latitude: 33.5138, longitude: 36.2765 } as const;
export const DEFAULT_COUNTRY = 'Syria';
/**
 * What a courier reads beyond the map pin (the columns' lengths, migration 0010): the form's
 * maxLength and the order's address snapshot use the same bounds.
 */
export const ADDRESS_DETAIL_MAX = { street: 200, building: 100, floor: 50 } as const;

const latitude = z.number({ error: m.coordinatesInvalid }).finite().min(-90).max(90);
const longitude = z.number({ error: m.coordinatesInvalid }).finite().min(-180).max(180);
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

/** Body of POST /api/me/addresses and PUT /api/me/addresses/{id}. */
export const addressInput = z.object({
  title: z
    .string({ error: m.titleRequired })
    .trim()
    .min(1, m.titleRequired)
    .max(100, m.titleTooLong),
  formatted_address: z
    .string({ error: m.addressRequired })
    .trim()
    .min(1, m.addressRequired)
    .max(500, m.addressTooLong),
  street: optionalText(ADDRESS_DETAIL_MAX.street, m.streetTooLong),
  building: optionalText(ADDRESS_DETAIL_MAX.building, m.buildingTooLong),
  floor: optionalText(ADDRESS_DETAIL_MAX.floor, m.floorTooLong),
  city: optionalText(100, m.addressTooLong),
  country: z.string().trim().min(1).max(100).default(DEFAULT_COUNTRY),
  latitude,
  longitude,
  delivery_notes: optionalText(500, m.notesTooLong),
  /** true makes it the one default (the previous default is cleared in the same transaction). */
  is_default: z.boolean().default(false),
});
export type AddressInput = z.input<typeof addressInput>;

/** A saved address as the API returns it. */
export const savedAddress = z.object({
  id: uuid,
  title: z.string(),
  formatted_address: z.string(),
  street: z.string().nullable(),
  building: z.string().nullable(),
  floor: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  delivery_notes: z.string().nullable(),
  is_default: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddress>;

/** GET /api/me/addresses: default first, then newest (spec discovery §7). */
export const savedAddressList = z.object({ data: z.array(savedAddress) });
export type SavedAddressList = z.infer<typeof savedAddressList>;
