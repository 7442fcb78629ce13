import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currencyLabel,
  formatMoney,
  formatPrice,
  fromMinor,
  minorToDecimalText,
  multiplyMinor,
  toMinor,
} from './money';

describe('money', () => {
  it('parses decimal text and numbers into minor units', () => {
    expect(toMinor('150000')).toBe(15_000_000);
    expect(toMinor('19.99')).toBe(1999);
    expect(toMinor('0.5')).toBe(50);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor('-2.05')).toBe(-205);
  });

  it('rejects text that is not an amount', () => {
    expect(() => toMinor('1.234')).toThrow(RangeError);
    expect(() => toMinor('abc')).toThrow(RangeError);
    expect(() => toMinor('')).toThrow(RangeError);
  });

  it('round-trips through decimal text', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (minor) => {
        expect(toMinor(minorToDecimalText(minor))).toBe(minor);
      }),
    );
  });

  it('multiplies by whole quantities only', () => {
    expect(multiplyMinor(1999, 3)).toBe(5997);
    expect(() => multiplyMinor(1999, 1.5)).toThrow(RangeError);
    expect(fromMinor(5997)).toBe(59.97);
  });

  it('formats with two decimals and the currency label', () => {
    expect(formatMoney(150000)).toBe('150,000.00 ل.س');
    expect(formatMoney(12.5, 'USD')).toBe('12.50 $');
    expect(formatMoney(3, 'XYZ')).toBe('3.00 XYZ');
  });

  it('prices a whole pound amount without decimals, anything else with two', () => {
    expect(formatPrice(150000)).toBe('150,000 ل.س');
    expect(formatPrice(150000, 'SYP')).toBe('150,000 ل.س');
    expect(formatPrice(2500.5, 'SYP')).toBe('2,500.50 ل.س');
    expect(formatPrice(12, 'USD')).toBe('12.00 $');
    expect(formatPrice(12.5, 'USD')).toBe('12.50 $');
  });
});

describe('currencyLabel', () => {
  it('names a currency as amounts show it, and falls back to its code', () => {
    expect(currencyLabel('SYP')).toBe('ل.س');
    expect(currencyLabel('USD')).toBe('$');
    expect(currencyLabel('GBP')).toBe('GBP');
  });
});
