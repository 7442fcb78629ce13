import type { Product } from '@souq/domain/schemas/catalogue';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getProducts, productQuery } from '../api/products';

/** Spec §7: popular products (limit 20) are prefetched after 2 s idle with an empty search. */
export const POPULAR_PREFETCH = { limit: 20, delayMs: 2000 } as const;

export function usePopularPrefetch(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => {
      void queryClient.prefetchQuery({
        queryKey: ['products', 'popular', POPULAR_PREFETCH.limit],
        queryFn: ({ signal }) => getProducts({ limit: POPULAR_PREFETCH.limit, offset: 0 }, signal),
      });
    }, POPULAR_PREFETCH.delayMs);
    return () => clearTimeout(timer);
  }, [enabled, queryClient]);
}

/** Spec §7: a product's details are prefetched on card hover/focus and before opening it. */
export function useProductPrefetch(): (product: Product) => void {
  const queryClient = useQueryClient();
  return (product) => {
    // The list already holds the whole product: seed the detail cache, no request needed.
    if (!queryClient.getQueryData(productQuery(product.id).queryKey))
      queryClient.setQueryData(productQuery(product.id).queryKey, product);
  };
}
