import { formatMoney } from '@souq/domain/money';

/**
 * The currency's Arabic label ('ل.س' for SYP), taken from formatMoney so the cart names a
 * currency exactly as its prices show it; an unknown code falls back to the code itself.
 */
export function currencyName(currency: string): string {
  const shown = formatMoney(0, currency);
  return shown.slice(shown.indexOf(' ') + 1);
}
