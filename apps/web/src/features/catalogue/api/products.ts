import { productPageUrl } from '@souq/domain/page-preload';
import { paths } from '@souq/domain/paths';
import type { Product, ProductList, ProductSort } from '@souq/domain/schemas/catalogue';
import { withQuery } from '@souq/domain/url';
import { queryOptions } from '@tanstack/react-query';
import { cachedGet, cachedNow, cacheTtl } from '@/lib/response-cache';

/** Decision 001: the API serves at most 100 rows a page; lists page through with `count`. */
export const MAX_PAGE_SIZE = 100;

export interface ProductFilters {
  q?: string;
  category?: string;
  /** One currency only (decision 018). */
  currency?: string;
  sort?: ProductSort;
}

type PageOfProducts = ProductFilters & { limit: number; offset: number };

/** The GET path of a page of products: also the key of the page's embedded answer. */
function productsUrl(filters: PageOfProducts): string {
  const params: Record<string, string | number> = { limit: filters.limit, offset: filters.offset };
  if (filters.q) params.q = filters.q;
  if (filters.category) params.category = filters.category;
  if (filters.currency) params.currency = filters.currency;
  if (filters.sort) params.sort = filters.sort;
  return withQuery(paths.api.exportProducts(), params);
}

export function getProducts(filters: PageOfProducts, signal?: AbortSignal): Promise<ProductList> {
  return cachedGet<ProductList>(productsUrl(filters), cacheTtl.products, signal);
}

/**
 * A list's first page when its answer is already here (embedded in the page, decision 025, or
 * fetched a moment ago), as a paged query's initialData: the cards are in the first render,
 * the same on the server (decision 038) as in the browser that hydrates them.
 */
export function firstPageNow(filters: ProductFilters, limit: number) {
  const first = cachedNow<ProductList>(
    productsUrl({ ...filters, limit, offset: 0 }),
    cacheTtl.products,
  );
  return first && { pages: [first], pageParams: [0] };
}

/** Every match, fetched 100 at a time until `count` is reached (mobile search mode). */
export async function getAllProducts(
  filters: ProductFilters,
  signal?: AbortSignal,
): Promise<ProductList> {
  const rows: Product[] = [];
  let count = 0;
  do {
    const page = await getProducts(
      { ...filters, limit: MAX_PAGE_SIZE, offset: rows.length },
      signal,
    );
    count = page.count;
    rows.push(...page.data);
    if (page.data.length === 0) break;
  } while (rows.length < count);
  return { data: rows, count, limit: rows.length, offset: 0 };
}

/** Spec discovery §7: the product page reads export-products?product_id=… and uses data[0]. */
export async function getProduct(id: string, signal?: AbortSignal): Promise<Product | null> {
  // The URL the server embeds in the product page (decision 025).
  const list = await cachedGet<ProductList>(productPageUrl(id), cacheTtl.products, signal);
  return list.data[0] ?? null;
}

/** The product when its answer is already here (embedded in its page, or just fetched). */
function productNow(id: string): Product | null | undefined {
  const list = cachedNow<ProductList>(productPageUrl(id), cacheTtl.products);
  return list && (list.data[0] ?? null);
}

/** Spec discovery §9: product details stay fresh 10 min (also used for hover prefetches). */
export const productQuery = (id: string) =>
  queryOptions({
    queryKey: ['product', id],
    queryFn: ({ signal }) => getProduct(id, signal),
    initialData: () => productNow(id),
    staleTime: 10 * 60_000,
  });
