import { describe, expect, it } from 'vitest';
import { isValueAvailable } from './variant-availability';
import { optionGroups, parseVariants } from './variants';

const variants = parseVariants({
  base_price: 100,
  product_variants: [
    { id: 'rm', color: 'أحمر', size: 'M', price_adjustment: 0, stock_count: 0 },
    { id: 'rl', color: 'أحمر', size: 'L', price_adjustment: 0, stock_count: 2 },
    { id: 'bm', color: 'أزرق', size: 'M', price_adjustment: 0, stock_count: 4 },
    { id: 'bs', color: 'أزرق', size: 'S', price_adjustment: 0, stock_count: 0 },
  ],
});
const groups = optionGroups(variants);

describe('variant availability with the other choices', () => {
  it('marks a size sold out in the chosen colour although another colour has it', () => {
    expect(isValueAvailable(variants, groups, { Color: 'أحمر' }, 'Size', 'M')).toBe(false);
    expect(isValueAvailable(variants, groups, { Color: 'أحمر' }, 'Size', 'L')).toBe(true);
    expect(isValueAvailable(variants, groups, { Color: 'أزرق' }, 'Size', 'M')).toBe(true);
  });

  it('without other choices, a value is available when any of its variants has stock', () => {
    expect(isValueAvailable(variants, groups, {}, 'Size', 'M')).toBe(true);
    expect(isValueAvailable(variants, groups, {}, 'Size', 'S')).toBe(false);
  });

  it('a combination no variant has cannot be bought', () => {
    expect(isValueAvailable(variants, groups, { Size: 'S' }, 'Color', 'أحمر')).toBe(false);
  });
});
