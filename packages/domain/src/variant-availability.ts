/**
 * Which option values can still be bought with what else is chosen: a size is sold out in red
 * when the red variant in that size has no stock, even if that size is in stock in blue. The
 * product page marks such chips and does not add them (spec: a sold-out value is disabled).
 */
import type { OptionGroup, ParsedVariant, VariantSelection } from './variants';

const attributeOf = (variant: ParsedVariant, name: OptionGroup['name']) =>
  variant.attributes.find((a) => a.name === name)?.value;

/**
 * True when some variant with this value, and the values chosen in the other groups, has stock.
 * A combination no variant has counts as unavailable too: it could not be added either.
 */
export function isValueAvailable(
  variants: readonly ParsedVariant[],
  groups: readonly OptionGroup[],
  selection: VariantSelection,
  group: OptionGroup['name'],
  value: string,
): boolean {
  return variants.some(
    (variant) =>
      variant.stockCount > 0 &&
      attributeOf(variant, group) === value &&
      groups.every(
        (other) =>
          other.name === group ||
          !selection[other.name] ||
          attributeOf(variant, other.name) === selection[other.name],
      ),
  );
}
