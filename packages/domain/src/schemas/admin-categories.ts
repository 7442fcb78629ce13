import { z } from 'zod';
import { categoryValidation as m } from '../locales/ar/admin';
import { category, categoryList } from './catalogue';
import { uuid } from './common';

/**
 * The operator's category payloads (/api/admin/categories), shared by the console's dialog and
 * the API. Lengths match the categories columns. Nothing here deletes: a category is
 * deactivated instead, so products keep pointing at it.
 */
const MAX_CATEGORIES = 500;

/** Latin lowercase words joined by single dashes: it is the category's address in links. */
const categorySlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Empty text means "none": the form sends what was typed, the column stores null. Left out
 * stays undefined, so an update that does not name a field leaves it as it is.
 */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

const fields = {
  name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(100, m.nameTooLong),
  slug: z
    .string({ error: m.slugRequired })
    .trim()
    .min(1, m.slugRequired)
    .max(60, m.slugTooLong)
    .regex(categorySlugPattern, m.slugInvalid),
  description: optionalText(500, m.descriptionTooLong),
  icon: optionalText(20, m.iconTooLong),
  color: z
    .string()
    .trim()
    .regex(/^$|^#[0-9a-f]{6}$/i, m.colorInvalid)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v ? v.toLowerCase() : null)),
  is_active: z.boolean(),
};

/** POST /api/admin/categories: a new category, shown to shoppers unless is_active is false. */
export const categoryCreateInput = z.object({
  ...fields,
  is_active: fields.is_active.default(true),
});
export type CategoryCreateInput = z.input<typeof categoryCreateInput>;
export type CategoryCreate = z.output<typeof categoryCreateInput>;

/** PATCH /api/admin/categories/{id}: only the fields sent change (is_active alone toggles it). */
export const categoryUpdateInput = z
  .object({
    name: fields.name.optional(),
    slug: fields.slug.optional(),
    description: fields.description,
    icon: fields.icon,
    color: fields.color,
    is_active: fields.is_active.optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: m.nothingToChange });
export type CategoryUpdateInput = z.input<typeof categoryUpdateInput>;
export type CategoryUpdate = z.output<typeof categoryUpdateInput>;

/** PUT /api/admin/categories/order: every category's id once, first shown first. */
export const categoryOrderInput = z.object({
  ids: z
    .array(uuid, { error: m.orderInvalid })
    .min(1, m.orderInvalid)
    .max(MAX_CATEGORIES, m.orderInvalid)
    .refine((ids) => new Set(ids).size === ids.length, { message: m.orderInvalid }),
});
export type CategoryOrderInput = z.infer<typeof categoryOrderInput>;

/** A category as the console shows it: the public shape, product_count counting every
 * product filed under it that is not archived (the operator's view, not the shopper's). */
export const adminCategory = category;
export type AdminCategory = z.infer<typeof adminCategory>;
export const adminCategoryList = categoryList;
export type AdminCategoryList = z.infer<typeof adminCategoryList>;
