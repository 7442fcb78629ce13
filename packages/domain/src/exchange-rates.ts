import type { currencies } from './schemas/catalogue';

type Currency = (typeof currencies)[number];

/**
 * ل.س per one unit of each currency: the operator's reference rate (EXCHANGE_RATES), used only
 * to order and compare prices of different currencies (decision 018). Nothing is charged at it.
 */
export type ExchangeRates = Record<Currency, number>;

/** Sane defaults (late 2025 market, rounded) so a list sorts sensibly before an operator sets them. */
export const DEFAULT_EXCHANGE_RATES: ExchangeRates = {
  SYP: 1,
  USD: 11_000,
  EUR: 12_800,
  SAR: 2_930,
  TRY: 260,
};

/**
 * "USD=11000,EUR=12800": the currencies given replace the defaults; SYP is always 1.
 * Returns the problem as a sentence instead of throwing, for the config's error list.
 */
export function parseExchangeRates(text: string): ExchangeRates | string {
  const rates: ExchangeRates = { ...DEFAULT_EXCHANGE_RATES };
  for (const pair of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^([A-Z]{3})\s*=\s*(\d+(?:\.\d+)?)$/.exec(pair.toUpperCase());
    if (!match) return `expected CODE=rate pairs such as USD=11000, got "${pair}"`;
    const [, code, value] = match as unknown as [string, Currency, string];
    if (!(code in rates) || code === 'SYP') return `unknown or fixed currency ${code}`;
    const rate = Number(value);
    if (!(rate > 0)) return `the rate of ${code} must be above 0`;
    rates[code] = rate;
  }
  return rates;
}

/** A price in ل.س at the reference rate; null for a currency without a rate. */
export function toSyp(amount: number, currency: string, rates: ExchangeRates): number | null {
  const rate = rates[currency as Currency];
  return rate === undefined ? null : amount * rate;
}
