import { describe, expect, it } from 'vitest';
import { countPhrase, pluralCategory } from './arabic-plural';
import { countNouns } from './locales/ar/counts';

describe('Arabic counted nouns', () => {
  it('follows the six CLDR categories', () => {
    expect([0, 1, 2, 3, 10, 11, 99, 100, 101, 102, 103, 111].map(pluralCategory)).toEqual([
      'zero',
      'one',
      'two',
      'few',
      'few',
      'many',
      'many',
      'other',
      'other',
      'other',
      'few',
      'many',
    ]);
  });

  it('counts products the way an Arabic reader says them', () => {
    const products = (n: number) => countPhrase(n, countNouns.products);
    expect(products(0)).toBe('لا منتجات');
    expect(products(1)).toBe('منتج واحد');
    expect(products(2)).toBe('منتجان');
    expect(products(3)).toBe('3 منتجات');
    expect(products(11)).toBe('11 منتجاً');
    expect(products(100)).toBe('100 منتج');
    expect(products(1500)).toBe('1,500 منتج');
  });

  it('counts pieces in the feminine', () => {
    const pieces = (n: number) => countPhrase(n, countNouns.pieces);
    expect([1, 2, 3, 12, 200].map(pieces)).toEqual([
      'قطعة واحدة',
      'قطعتان',
      '3 قطع',
      '12 قطعة',
      '200 قطعة',
    ]);
  });

  it('uses the other form for zero when a noun has no zero phrase', () => {
    expect(countPhrase(0, countNouns.productsOf)).toBe('0 منتج');
    expect(countPhrase(2, countNouns.productsOf)).toBe('منتجين');
  });
});
