/**
 * Numbers as Arabic text shows them (decision 002): Latin digits grouped by thousands with ',',
 * '.' before the fraction, rounded half away from zero, exactly as
 * `Intl.NumberFormat('ar-SY-u-nu-latn')` writes them. Written out by hand because a browser's
 * first `Intl.NumberFormat` costs 40–50 ms of main thread (its number data is set up on first
 * use), on every first visit, for the prices of the first screen (decision 002, addendum).
 */

/** What Intl puts before a negative number in this locale: left-to-right mark, hyphen. */
const NEGATIVE = '\u200E-';

/** Intl itself, only for what the hand-written path does not cover (NaN, ∞, exponents). */
const intlFormats = new Map<string, Intl.NumberFormat>();
function viaIntl(value: number, minFraction: number, maxFraction: number): string {
  const key = `${minFraction}:${maxFraction}`;
  let format = intlFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('ar-SY-u-nu-latn', {
      minimumFractionDigits: minFraction,
      maximumFractionDigits: maxFraction,
    });
    intlFormats.set(key, format);
  }
  return format.format(value);
}

/** '1234567' → '1,234,567'. */
function grouped(whole: string): string {
  let text = '';
  for (let end = whole.length; end > 0; end -= 3) {
    const group = whole.slice(Math.max(0, end - 3), end);
    text = text ? `${group},${text}` : group;
  }
  return text;
}

/**
 * `value` with at most `maxFraction` decimals (rounded half away from zero on its shortest
 * decimal form, as Intl does: 1.005 → '1.01') and at least `minFraction` (padded with zeros).
 */
export function formatLatinNumber(value: number, minFraction = 0, maxFraction = 2): string {
  const plain = String(Math.abs(value));
  if (!Number.isFinite(value) || plain.includes('e')) {
    return viaIntl(value, minFraction, maxFraction);
  }
  const [whole = '0', fraction = ''] = plain.split('.');
  let digits = whole + fraction.slice(0, maxFraction).padEnd(maxFraction, '0');
  if (fraction.length > maxFraction && fraction.charCodeAt(maxFraction) >= 53 /* '5' */) {
    digits = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
  }
  // At least one digit stays: `whole` is never empty, and padStart kept any carry's zeros.
  const wholeDigits = digits.slice(0, digits.length - maxFraction).replace(/^0+(?=\d)/, '');
  let fractionDigits = digits.slice(digits.length - maxFraction);
  while (fractionDigits.length > minFraction && fractionDigits.endsWith('0')) {
    fractionDigits = fractionDigits.slice(0, -1);
  }
  const sign = value < 0 || Object.is(value, -0) ? NEGATIVE : '';
  const text = grouped(wholeDigits);
  return fractionDigits ? `${sign}${text}.${fractionDigits}` : `${sign}${text}`;
}
