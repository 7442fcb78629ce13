import { paths } from '@souq/domain/paths';
import type { Product, ProductList } from '@souq/domain/schemas/catalogue';
import { withQuery } from '@souq/domain/url';
import { useQuery } from '@tanstack/react-query';
import { cachedGet, cacheTtl } from '@/lib/response-cache';

/** Spec (constants): the landing page features 8 products. */
export const FEATURED_PRODUCT_COUNT = 8;

export function getFeaturedProducts(signal?: AbortSignal): Promise<ProductList> {
  const url = withQuery(paths.api.exportProducts(), { limit: FEATURED_PRODUCT_COUNT });
  return cachedGet<ProductList>(url, cacheTtl.products, signal);
}

export function useFeaturedProducts() {
  return useQuery({
    queryKey: ['products', 'featured', FEATURED_PRODUCT_COUNT],
    queryFn: ({ signal }) => getFeaturedProducts(signal),
    select: (list): Product[] => list.data.slice(0, FEATURED_PRODUCT_COUNT),
  });
}
