import { normalizeArabic } from '@souq/domain/arabic';
import type { Product, ProductSort } from '@souq/domain/schemas/catalogue';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isDataSaverOn } from '@/features/data-saver/data-saver-store';
import type { CategoryTile } from '../api/categories';
import { getProducts, productQuery } from '../api/products';

/**
 * Spec discovery §7 prefetches, shaped so that what is fetched early is exactly what the page asks
 * for next (same URL, answered from the in-memory response cache). A prefetch nothing reads would
 * only spend a shopper's data, so the spec's limits (20, 50) become the list's own page size.
 */
export const PREFETCH_DELAYS = { idleMs: 2000, searchMs: 1000, minSearchLength: 2 } as const;

/** Data saver on (the shopper's switch, or Save-Data / a slow connection): no speculation. */
function savesData(): boolean {
  return isDataSaverOn();
}

interface ListRequest {
  category?: string;
  currency?: string;
  sort?: ProductSort;
  limit: number;
  offset: number;
}

/** 'Popular products after 2 s idle with an empty search': the next page of the plain list. */
export function useNextPagePrefetch(next: ListRequest | undefined, enabled: boolean): void {
  const key = next ? JSON.stringify(next) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `next`'s content
  useEffect(() => {
    if (!enabled || !next || savesData()) return;
    const timer = setTimeout(() => void getProducts(next).catch(() => {}), PREFETCH_DELAYS.idleMs);
    return () => clearTimeout(timer);
  }, [enabled, key]);
}

/** A category whose name the typed text starts (normalised Arabic), if exactly one does. */
export function categoryForSearch(text: string, tiles: readonly CategoryTile[]): string | null {
  const typed = normalizeArabic(text).trim();
  if (typed.length < PREFETCH_DELAYS.minSearchLength) return null;
  const matches = tiles.filter((tile) => normalizeArabic(tile.name).startsWith(typed));
  return matches.length === 1 ? (matches[0]?.slug ?? null) : null;
}

/**
 * 'Category-style search 1 s after 2+ characters': when the typed text names a category,
 * that category's first page is fetched, so choosing it in the filter shows it at once.
 */
export function useCategorySearchPrefetch(
  text: string,
  tiles: readonly CategoryTile[],
  page: Omit<ListRequest, 'category' | 'offset'>,
): void {
  const category = categoryForSearch(text, tiles);
  const { limit, sort } = page;
  useEffect(() => {
    if (!category || savesData()) return;
    const timer = setTimeout(
      () => void getProducts({ limit, sort, category, offset: 0 }).catch(() => {}),
      PREFETCH_DELAYS.searchMs,
    );
    return () => clearTimeout(timer);
  }, [category, limit, sort]);
}

/**
 * Spec discovery §7: a product's details are prefetched on card hover/focus and before opening it.
 */
export function useProductPrefetch(): (product: Product) => void {
  const queryClient = useQueryClient();
  return (product) => {
    // The list already holds the whole product: seed the detail cache, no request needed.
    if (!queryClient.getQueryData(productQuery(product.id).queryKey))
      queryClient.setQueryData(productQuery(product.id).queryKey, product);
  };
}
