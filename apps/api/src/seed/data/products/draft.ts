import type { SeedVariant } from '../types';

/**
 * How the catalogue files describe a product: only what makes it particular. Everything
 * left out (stock, delivery fee, payment flags, listing age, image count) is filled in by
 * build.ts, deterministically from the product key and its vendor's wallet accounts.
 */
export interface ProductDraft {
  key: string;
  vendor: string;
  name: string;
  description: string;
  /** Decimal text, see syp() / usd(). */
  price: string;
  currency?: 'SYP' | 'USD';
  /** Ignored when variants are given: the product's stock is then their sum. */
  stock?: number;
  displayOnly?: boolean;
  /** Default 'both'. */
  fulfilment?: 'both' | 'pickup' | 'delivery';
  /** Overrides the flags derived from the vendor (sometimes on purpose inconsistent). */
  payments?: Partial<Record<'cod' | 'shamcash' | 'goldmasters', boolean>>;
  deliveryPrice?: string;
  variants?: SeedVariant[];
  images?: number;
  daysAgo?: number;
}

/** Whole Syrian pounds as the numeric(14,2) text the database stores. */
export const syp = (pounds: number): string => `${pounds}.00`;

/** US dollars with cents, e.g. usd(12.5) -> "12.50". */
export const usd = (dollars: number): string => dollars.toFixed(2);

/** One variant row; `adjustment` is in the product's currency (whole units). */
export const variant = (
  size: string | null,
  color: string | null,
  adjustment: number,
  stockCount: number,
): SeedVariant => ({ size, color, priceAdjustment: adjustment.toFixed(2), stockCount });

/** Every size in every colour, sharing one stock pattern (cycled) and per-size adjustments. */
export function sizeColorGrid(
  sizes: readonly string[],
  colors: readonly string[],
  stocks: readonly number[],
  adjustments: readonly number[] = [],
): SeedVariant[] {
  const rows: SeedVariant[] = [];
  for (const [i, size] of sizes.entries()) {
    for (const color of colors) {
      const stock = stocks[rows.length % stocks.length] ?? 0;
      rows.push(variant(size, color, adjustments[i] ?? 0, stock));
    }
  }
  return rows;
}
