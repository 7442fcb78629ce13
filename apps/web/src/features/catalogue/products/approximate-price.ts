import { type ExchangeRates, toSyp } from '@souq/domain/exchange-rates';
import { pricesText } from '@souq/domain/locales/ar/prices';
import { formatPrice } from '@souq/domain/money';
import type { Product } from '@souq/domain/schemas/catalogue';
import { useSiteConfig } from '@/features/config/site-config';

type Priced = Pick<Product, 'base_price' | 'currency'>;

/**
 * Decision 018: where a list mixes currencies, a price not in ل.س gets «≈ … ل.س» at the
 * reference rate, so the value order of a price sort reads as such. A list in one currency
 * needs no conversion and shows none.
 */
export function approximateNotes(
  products: readonly Priced[],
  rates: ExchangeRates | undefined,
): (product: Priced) => string | undefined {
  const mixed = new Set(products.map((product) => product.currency)).size > 1;
  return (product) => {
    if (!mixed || !rates || product.currency === 'SYP') return undefined;
    const syp = toSyp(product.base_price, product.currency, rates);
    return syp === null ? undefined : pricesText.approximately(formatPrice(Math.round(syp)));
  };
}

export function useApproximateNotes(products: readonly Priced[]) {
  return approximateNotes(products, useSiteConfig().data?.exchangeRates);
}
