import { describe, expect, it } from 'vitest';
import { formatLatinNumber } from './latin-number';

/** The formatter it stands in for: every answer must be Intl's, character for character. */
const digitSettings: Array<[number, number]> = [
  [0, 0],
  [0, 2],
  [2, 2],
  [0, 3],
];
const intlFormats = new Map(
  digitSettings.map(([min, max]) => [
    `${min}-${max}`,
    new Intl.NumberFormat('ar-SY-u-nu-latn', {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
    }),
  ]),
);
const intl = (min: number, max: number) => intlFormats.get(`${min}-${max}`) as Intl.NumberFormat;

describe('formatLatinNumber', () => {
  it('groups thousands and keeps Latin digits', () => {
    expect(formatLatinNumber(1234567)).toBe('1,234,567');
    expect(formatLatinNumber(150000, 2, 2)).toBe('150,000.00');
    expect(formatLatinNumber(12.5, 0, 2)).toBe('12.5');
    expect(formatLatinNumber(999.995, 2, 2)).toBe('1,000.00');
  });

  it('rounds the shortest decimal form half away from zero, as Intl does', () => {
    expect(formatLatinNumber(1.005)).toBe('1.01');
    expect(formatLatinNumber(0.015)).toBe('0.02');
    expect(formatLatinNumber(2.5, 0, 0)).toBe('3');
    expect(formatLatinNumber(-2.5, 0, 0)).toBe('\u200E-3');
  });

  it.each([
    0,
    -0,
    1,
    9,
    10,
    99.99,
    100,
    999,
    1000,
    1001,
    12345.678,
    1234567.891,
    -1234.5,
    -0.001,
    0.005,
    0.004999,
    1.005,
    1.015,
    2.675,
    999.995,
    999999.999,
    123456789012.345,
    9007199254740991,
    1e-7,
    1e21,
    5e-324,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
  ])('writes %d as Intl does', (value) => {
    for (const [min, max] of digitSettings) {
      expect(formatLatinNumber(value, min, max), `${value} ${min}-${max}`).toBe(
        intl(min, max).format(value),
      );
    }
  });

  it('agrees with Intl on 10,000 prices, counts and fractions', () => {
    // A fixed pseudo-random sequence: the same cases every run, spread over every magnitude.
    let seed = 20261202;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let i = 0; i < 10_000; i += 1) {
      const magnitude = 10 ** Math.floor(next() * 12);
      const sign = next() < 0.1 ? -1 : 1;
      const value =
        i % 3 === 0
          ? sign * Math.round(next() * magnitude)
          : (sign * Math.round(next() * magnitude * 1000)) / 1000;
      for (const [min, max] of digitSettings) {
        expect(formatLatinNumber(value, min, max), `${value} ${min}-${max}`).toBe(
          intl(min, max).format(value),
        );
      }
    }
  });
});
