import { featuredProductsUrl } from '@souq/domain/page-preload';
import { FEATURED_PRODUCT_COUNT } from '@souq/domain/product-pages';
import type { Product, ProductList } from '@souq/domain/schemas/catalogue';
import { useQuery } from '@tanstack/react-query';
import { cachedGet, cachedNow, cacheTtl } from '@/lib/response-cache';

export function getFeaturedProducts(signal?: AbortSignal): Promise<ProductList> {
  // The URL the server embeds in the landing pages (decision 025).
  return cachedGet<ProductList>(featuredProductsUrl(), cacheTtl.products, signal);
}

export function useFeaturedProducts() {
  return useQuery({
    queryKey: ['products', 'featured', FEATURED_PRODUCT_COUNT],
    queryFn: ({ signal }) => getFeaturedProducts(signal),
    // Embedded in the landing pages: the cards, not placeholders, on the first paint.
    initialData: () => cachedNow<ProductList>(featuredProductsUrl(), cacheTtl.products),
    select: (list): Product[] => list.data.slice(0, FEATURED_PRODUCT_COUNT),
  });
}
