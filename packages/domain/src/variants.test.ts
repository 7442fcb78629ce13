import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  findVariant,
  hasVariants,
  isSelectionComplete,
  optionGroups,
  parseVariant,
  parseVariants,
  type RawVariant,
  totalVariantStock,
} from './variants';

const raw = (overrides: Partial<RawVariant> = {}): RawVariant => ({
  id: 'v1',
  size: null,
  color: null,
  price_adjustment: 0,
  stock_count: 0,
  ...overrides,
});

const shirt = {
  base_price: 100.1,
  product_variants: [
    raw({ id: 'r-m', color: 'أحمر', size: 'M', price_adjustment: 0.2, stock_count: 2 }),
    raw({ id: 'r-l', color: 'أحمر', size: 'L', price_adjustment: 5, stock_count: 0 }),
    raw({ id: 'b-m', color: 'أزرق', size: 'M', price_adjustment: 0, stock_count: 0 }),
    raw({ id: 'b-l', color: 'أزرق', size: 'L', price_adjustment: -10, stock_count: 0 }),
  ],
};

describe('parseVariant', () => {
  it('names colour and size joined by " - "', () => {
    expect(parseVariant(raw({ color: 'أحمر', size: 'L' }), 10).name).toBe('أحمر - L');
    expect(parseVariant(raw({ color: 'أحمر' }), 10).name).toBe('أحمر');
    expect(parseVariant(raw({ size: 'XL' }), 10).name).toBe('XL');
  });

  it("falls back to 'Variant {id}' without colour or size", () => {
    expect(parseVariant(raw({ id: 'abc', color: '  ' }), 10).name).toBe('Variant abc');
  });

  it('adds the adjustment to the base price in minor units', () => {
    expect(parseVariant(raw({ price_adjustment: 0.2 }), 0.1).price).toBe(0.3);
    expect(parseVariant(raw({ price_adjustment: -10 }), 100.1).price).toBe(90.1);
    expect(parseVariant(raw({ price_adjustment: null }), 5).price).toBe(5);
  });

  it('lists Color then Size attributes with their types', () => {
    expect(parseVariant(raw({ color: 'أحمر', size: 'L' }), 1).attributes).toEqual([
      { name: 'Color', value: 'أحمر', type: 'color' },
      { name: 'Size', value: 'L', type: 'size' },
    ]);
  });

  it('reads negative or missing stock as 0', () => {
    expect(parseVariant(raw({ stock_count: -3 }), 1).stockCount).toBe(0);
    expect(parseVariant(raw({ stock_count: null }), 1).stockCount).toBe(0);
  });

  it('never loses a cent (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: -9999, max: 9999 }),
        (base, adj) => {
          const price = parseVariant(raw({ price_adjustment: adj / 100 }), base / 100).price;
          expect(Math.round(price * 100)).toBe(base + adj);
        },
      ),
    );
  });
});

describe('hasVariants (list views)', () => {
  it('needs a size or colour plus numeric adjustment and stock', () => {
    expect(hasVariants({ product_variants: [raw({ size: 'L' })] })).toBe(true);
    expect(hasVariants({ product_variants: [raw({ color: 'أحمر' })] })).toBe(true);
    expect(hasVariants({ product_variants: [raw()] })).toBe(false);
    expect(hasVariants({ product_variants: [raw({ size: 'L', price_adjustment: null })] })).toBe(
      false,
    );
    expect(hasVariants({ product_variants: [raw({ size: 'L', stock_count: null })] })).toBe(false);
    expect(hasVariants({ product_variants: [] })).toBe(false);
    expect(hasVariants({ product_variants: null })).toBe(false);
  });
});

describe('option groups and availability', () => {
  const variants = parseVariants(shirt);

  it('groups colours apart from sizes, colour first', () => {
    const groups = optionGroups(variants);
    expect(groups.map((g) => [g.name, g.type, g.values.map((v) => v.value)])).toEqual([
      ['Color', 'color', ['أحمر', 'أزرق']],
      ['Size', 'size', ['M', 'L']],
    ]);
    expect(groups[0]?.values[0]?.variantIds).toEqual(['r-m', 'r-l']);
  });

  it('disables a value when none of its variants has stock', () => {
    const [colors, sizes] = optionGroups(variants);
    expect(colors?.values.map((v) => v.available)).toEqual([true, false]);
    expect(sizes?.values.map((v) => v.available)).toEqual([true, false]);
  });

  it('orders size chips S-M-L whatever order the variants were added in', () => {
    const added = parseVariants({
      base_price: 10,
      product_variants: ['XL', 'S', 'L', 'M'].map((size) =>
        raw({ id: size, size, stock_count: 1 }),
      ),
    });
    expect(optionGroups(added)[0]?.values.map((v) => v.value)).toEqual(['S', 'M', 'L', 'XL']);
  });

  it('has no groups for products without variants', () => {
    expect(optionGroups([])).toEqual([]);
  });

  it('sums the variant stock', () => {
    expect(totalVariantStock(variants)).toBe(2);
    expect(totalVariantStock([])).toBe(0);
  });
});

describe('findVariant', () => {
  const variants = parseVariants(shirt);

  it('finds the variant for a complete selection', () => {
    expect(findVariant(variants, { Color: 'أحمر', Size: 'L' })?.id).toBe('r-l');
  });

  it('is null while a group is unchosen or the combination does not exist', () => {
    expect(findVariant(variants, { Color: 'أحمر' })).toBeNull();
    expect(findVariant(variants, { Color: 'أخضر', Size: 'L' })).toBeNull();
    expect(isSelectionComplete(optionGroups(variants), { Size: 'L' })).toBe(false);
  });

  it('works with a single option group', () => {
    const sized = parseVariants({ base_price: 1, product_variants: [raw({ id: 's', size: 'S' })] });
    expect(findVariant(sized, { Size: 'S' })?.id).toBe('s');
  });
});
