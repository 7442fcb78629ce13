import { MOBILE_PRODUCTS_PAGE_SIZE } from '@souq/domain/product-pages';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { firstPageNow, getAllProducts, getProducts, type ProductFilters } from '../api/products';

/** Spec discovery §9: the mobile list pages by 10; its cache is kept 10 min with 1 retry. */
export const MOBILE_PAGE_SIZE = MOBILE_PRODUCTS_PAGE_SIZE;
const mobileCache = { gcTime: 10 * 60_000, retry: 1 } as const;

/**
 * Spec discovery §4 (mobile products list): browse mode pages by 10 while a page comes back full;
 * search mode (debounced text not empty) loads every match, 100 a page up to `count`
 * (decision 001). The two modes have separate cache keys, so switching starts afresh. Category,
 * currency and sort narrow and order both modes, as on the web.
 */
export function useMobileProducts(search: string, filters: Omit<ProductFilters, 'q'> = {}) {
  const q = search.trim();
  const searching = q !== '';
  const browse = useInfiniteQuery({
    queryKey: ['products', 'mobile', 'browse', filters],
    queryFn: ({ pageParam, signal }) =>
      getProducts({ ...filters, limit: MOBILE_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    initialData: () => firstPageNow(filters, MOBILE_PAGE_SIZE),
    getNextPageParam: (last, _pages, offset) =>
      last.data.length === MOBILE_PAGE_SIZE ? offset + MOBILE_PAGE_SIZE : undefined,
    enabled: !searching,
    ...mobileCache,
  });
  const found = useQuery({
    queryKey: ['products', 'mobile', 'search', q, filters],
    queryFn: ({ signal }) => getAllProducts({ ...filters, q }, signal),
    enabled: searching,
    ...mobileCache,
  });

  if (searching)
    return {
      mode: 'search' as const,
      status: found.status,
      error: found.error,
      products: found.data?.data ?? [],
      count: found.data?.count,
      refetch: found.refetch,
      isFetching: found.isFetching,
      hasMore: false,
      loadingMore: false,
      loadMore: async () => ({ isError: false }),
    };
  return {
    mode: 'browse' as const,
    status: browse.status,
    error: browse.error,
    products: browse.data?.pages.flatMap((page) => page.data) ?? [],
    count: browse.data?.pages[0]?.count,
    refetch: browse.refetch,
    isFetching: browse.isFetching,
    hasMore: browse.hasNextPage,
    loadingMore: browse.isFetchingNextPage,
    loadMore: () => browse.fetchNextPage(),
  };
}
