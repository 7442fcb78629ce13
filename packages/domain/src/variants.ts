/**
 * Product variants (spec discovery §3 Parsed variant, §4 variant value availability): the raw
 * product_variants rows turned into what a picker and a cart need. Pure, no I/O.
 */
import { fromMinor, toMinor } from './money';
import { type SizeOptionKind, sizeOptionKind } from './option-kind';
import { sortSizes } from './size-order';

export interface RawVariant {
  id: string;
  size: string | null;
  color: string | null;
  price_adjustment: number | null;
  stock_count: number | null;
}

type VariantAttributeName = 'Size' | 'Color';

interface VariantAttribute {
  name: VariantAttributeName;
  value: string;
  /** 'color' attributes render as swatches, 'size' as chips. */
  type: 'color' | 'size';
}

export interface ParsedVariant {
  id: string;
  /** Colour and size joined by ' - ', else 'Variant {id}'. */
  name: string;
  /** Base price plus the adjustment, added in minor units (never binary floats). */
  price: number;
  stockCount: number;
  attributes: VariantAttribute[];
}

interface OptionValue {
  value: string;
  /** Ids of the variants that carry this value. */
  variantIds: string[];
  /** Spec: disabled (marked out of stock) when none of its variants has stock above 0. */
  available: boolean;
}

export interface OptionGroup {
  name: VariantAttributeName;
  type: 'color' | 'size';
  /** What the group's heading calls it: colour, or what its "size" values measure. */
  label: 'color' | SizeOptionKind;
  values: OptionValue[];
}

/** The chosen value per option group, e.g. { Color: 'أحمر', Size: 'L' }. */
export type VariantSelection = Partial<Record<VariantAttributeName, string>>;

const text = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};
const stockOf = (value: number | null | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.trunc(value) : 0;

export function parseVariant(raw: RawVariant, basePrice: number): ParsedVariant {
  const color = text(raw.color);
  const size = text(raw.size);
  const attributes: VariantAttribute[] = [];
  if (color) attributes.push({ name: 'Color', value: color, type: 'color' });
  if (size) attributes.push({ name: 'Size', value: size, type: 'size' });
  const named = [color, size].filter(Boolean).join(' - ');
  const adjustment = typeof raw.price_adjustment === 'number' ? raw.price_adjustment : 0;
  return {
    id: raw.id,
    name: named || `Variant ${raw.id}`,
    price: fromMinor(toMinor(basePrice) + toMinor(adjustment)),
    stockCount: stockOf(raw.stock_count),
    attributes,
  };
}

export function parseVariants(product: {
  base_price: number;
  product_variants?: readonly RawVariant[] | null;
}): ParsedVariant[] {
  return (product.product_variants ?? []).map((raw) => parseVariant(raw, product.base_price));
}

/**
 * Spec discovery §4: in list views a product has variants only when some variant has a size or
 * colour plus a numeric price_adjustment and stock_count.
 */
export function hasVariants(product: { product_variants?: readonly RawVariant[] | null }): boolean {
  return (product.product_variants ?? []).some(
    (variant) =>
      Boolean(text(variant.size) || text(variant.color)) &&
      typeof variant.price_adjustment === 'number' &&
      Number.isFinite(variant.price_adjustment) &&
      typeof variant.stock_count === 'number' &&
      Number.isFinite(variant.stock_count),
  );
}

/** Spec discovery §3: the variant total stock is the sum of the variant stocks. */
export function totalVariantStock(variants: readonly ParsedVariant[]): number {
  return variants.reduce((sum, variant) => sum + variant.stockCount, 0);
}

/**
 * Colour first (swatches), then size (chips). Colours keep their first-seen order; sizes read
 * S-M-L and numbers by value (size-order.ts).
 */
export function optionGroups(variants: readonly ParsedVariant[]): OptionGroup[] {
  const groups: OptionGroup[] = [];
  for (const name of ['Color', 'Size'] as const) {
    const values = new Map<string, OptionValue>();
    for (const variant of variants) {
      const attribute = variant.attributes.find((a) => a.name === name);
      if (!attribute) continue;
      const entry = values.get(attribute.value) ?? {
        value: attribute.value,
        variantIds: [],
        available: false,
      };
      entry.variantIds.push(variant.id);
      entry.available ||= variant.stockCount > 0;
      values.set(attribute.value, entry);
    }
    if (values.size === 0) continue;
    const entries =
      name === 'Size'
        ? sortSizes([...values.values()], (entry) => entry.value)
        : [...values.values()];
    groups.push({
      name,
      type: name === 'Color' ? 'color' : 'size',
      label: name === 'Color' ? 'color' : sizeOptionKind(entries.map((entry) => entry.value)),
      values: entries,
    });
  }
  return groups;
}

/** True when every option group has a chosen value. */
export function isSelectionComplete(
  groups: readonly OptionGroup[],
  selection: VariantSelection,
): boolean {
  return groups.every((group) => Boolean(selection[group.name]));
}

/**
 * The variant matching every option group of the selection, or null while a group is
 * unchosen or no variant has that combination.
 */
export function findVariant(
  variants: readonly ParsedVariant[],
  selection: VariantSelection,
): ParsedVariant | null {
  const groups = optionGroups(variants);
  if (groups.length === 0 || !isSelectionComplete(groups, selection)) return null;
  return (
    variants.find((variant) =>
      groups.every(
        (group) =>
          variant.attributes.find((a) => a.name === group.name)?.value === selection[group.name],
      ),
    ) ?? null
  );
}
