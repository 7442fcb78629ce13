import { WEB_PRODUCTS_PAGE_SIZE } from '@souq/domain/product-pages';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { firstPageNow, getProducts } from '../api/products';
import { type SortOption, sortOfOption } from './use-product-params';

/** Decision 001: 24 a page (a multiple of 2, 3 and 4 columns), never the spec's limit 1000. */
export const WEB_PAGE_SIZE = WEB_PRODUCTS_PAGE_SIZE;

interface Filters {
  q: string;
  category: string;
  currency?: string;
  sort: SortOption | null;
}

/**
 * The web products list, one page at a time. Without a chosen sort a search comes back by
 * relevance and a plain list by newest (the API's defaults). While new filters load, the last
 * list stays on screen, and a failed refetch keeps it too (spec discovery §9: stale data over
 * nothing).
 */
export function useProductPages(filters: Filters, pageSize = WEB_PAGE_SIZE) {
  const q = filters.q.trim();
  const sort = filters.sort ? sortOfOption[filters.sort] : undefined;
  const currency = filters.currency || undefined;
  const category = filters.category || undefined;
  return useInfiniteQuery({
    queryKey: ['products', 'pages', { q, category: filters.category, currency, sort, pageSize }],
    queryFn: ({ pageParam, signal }) =>
      getProducts(
        {
          q,
          category,
          currency,
          sort,
          limit: pageSize,
          offset: pageParam,
        },
        signal,
      ),
    initialPageParam: 0,
    initialData: () => firstPageNow({ q, category, currency, sort }, pageSize),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.data.length, 0);
      return last.data.length > 0 && loaded < last.count ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
  });
}
