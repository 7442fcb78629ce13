import { formatLatinNumber } from './latin-number';

/**
 * Money as integer minor units (1/100 of the currency unit): arithmetic never touches
 * binary floats. The database stores numeric(14,2); JSON carries decimal numbers.
 */
export type Minor = number;

export function toMinor(amount: number | string): Minor {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  if (!/^-?\d+(\.\d{1,2})?$/.test(text)) throw new RangeError(`not a money amount: ${amount}`);
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(minor)) throw new RangeError(`money amount too large: ${amount}`);
  return text.startsWith('-') ? -minor : minor;
}

export function fromMinor(minor: Minor): number {
  return minor / 100;
}

/** Decimal text with exactly two places, as stored in numeric(14,2). */
export function minorToDecimalText(minor: Minor): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function multiplyMinor(unit: Minor, quantity: number): Minor {
  if (!Number.isInteger(quantity)) throw new RangeError('quantity must be an integer');
  return unit * quantity;
}

const currencyLabels: Record<string, string> = {
  SYP: 'ل.س',
  USD: '$',
  SAR: 'ر.س',
  EUR: '€',
  TRY: '₺',
};

/** 'ل.س' for SYP: how a currency is named beside an amount; its code when it has no label. */
export const currencyLabel = (currency: string): string => currencyLabels[currency] ?? currency;
/**
 * "150,000.00 ل.س": totals (cart, checkout, orders, mails) keep two decimals as the spec says
 * (spec orders §9), Latin digits (see decision 002).
 */
export function formatMoney(amount: number, currency = 'SYP'): string {
  const label = currencyLabels[currency] ?? currency;
  return `${formatLatinNumber(amount, 2, 2)} ${label}`;
}

/** Currencies whose prices are whole in practice: the pound has no coins in use. */
const wholeCurrencies = new Set(['SYP']);

/**
 * A price on a product (card, product page, reels, cart line): "150,000 ل.س" without '.00' when
 * the pound amount is whole, as Syrian shops write it; '$' and fractional amounts keep two
 * decimals ("12.50 $"). Decision 002.
 */
export function formatPrice(amount: number, currency = 'SYP'): string {
  if (!wholeCurrencies.has(currency) || !Number.isInteger(amount))
    return formatMoney(amount, currency);
  const label = currencyLabels[currency] ?? currency;
  return `${formatLatinNumber(amount, 0, 0)} ${label}`;
}
