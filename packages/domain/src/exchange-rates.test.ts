import { describe, expect, it } from 'vitest';
import { DEFAULT_EXCHANGE_RATES, parseExchangeRates, toSyp } from './exchange-rates';

describe('parseExchangeRates', () => {
  it('replaces only the currencies given', () => {
    expect(parseExchangeRates('USD=14500, eur = 16000')).toEqual({
      ...DEFAULT_EXCHANGE_RATES,
      USD: 14_500,
      EUR: 16_000,
    });
  });

  it('keeps the defaults for an empty text', () => {
    expect(parseExchangeRates('')).toEqual(DEFAULT_EXCHANGE_RATES);
  });

  it('refuses junk, unknown codes, SYP and a zero rate', () => {
    expect(parseExchangeRates('USD:14500')).toMatch(/CODE=rate/);
    expect(parseExchangeRates('GBP=17000')).toMatch(/GBP/);
    expect(parseExchangeRates('SYP=2')).toMatch(/SYP/);
    expect(parseExchangeRates('USD=0')).toMatch(/above 0/);
  });
});

describe('toSyp', () => {
  it('converts at the reference rate and knows no rate for an unknown code', () => {
    expect(toSyp(10, 'USD', { ...DEFAULT_EXCHANGE_RATES, USD: 14_500 })).toBe(145_000);
    expect(toSyp(5000, 'SYP', DEFAULT_EXCHANGE_RATES)).toBe(5000);
    expect(toSyp(1, 'XXX', DEFAULT_EXCHANGE_RATES)).toBeNull();
  });
});
