import { loadErrorsText } from '@souq/domain/locales/ar/load-errors';
import { paths } from '@souq/domain/paths';
import { MAX_PAGE_SIZE } from '@souq/domain/schemas/common';
import type { Vendor, VendorList } from '@souq/domain/schemas/vendors';
import { withQuery } from '@souq/domain/url';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCategories } from '@/features/catalogue/api/categories';
import { HttpError, http } from '@/lib/http';
import { loadErrorKind } from '@/lib/load-error';

/** Spec discovery §9: vendors are cached 10 minutes. */
const VENDORS_STALE_MS = 10 * 60_000;

function vendorPage(offset: number, signal?: AbortSignal): Promise<VendorList> {
  const url = withQuery(paths.api.exportVendors(), { limit: MAX_PAGE_SIZE, offset });
  return http<VendorList>(url, { signal });
}

/**
 * Every active vendor, without products (decision 008): the first page tells the count, the
 * rest are fetched in parallel. Each vendor carries product_categories for the filter.
 */
export async function getAllVendors(signal?: AbortSignal): Promise<Vendor[]> {
  const first = await vendorPage(0, signal);
  const offsets: number[] = [];
  for (let offset = first.data.length; offset < first.count; offset += MAX_PAGE_SIZE) {
    offsets.push(offset);
  }
  const rest = await Promise.all(offsets.map((offset) => vendorPage(offset, signal)));
  return [first, ...rest].flatMap((page) => page.data);
}

export const mapVendorsQuery = queryOptions({
  queryKey: ['vendors', 'map'],
  queryFn: ({ signal }) => getAllVendors(signal),
  staleTime: VENDORS_STALE_MS,
});

export function useMapVendors() {
  return useQuery(mapVendorsQuery);
}

/** The server's category names; failed=true lets the screen fall back (spec discovery §8). */
export function useMapCategories(): { names: string[] | null; failed: boolean } {
  const query = useQuery({
    queryKey: ['categories', 'active'],
    queryFn: ({ signal }) => getCategories(signal),
    retry: 1,
    staleTime: 15 * 60_000,
  });
  if (query.isError) return { names: null, failed: true };
  if (!query.data) return { names: null, failed: false };
  const names = query.data.data
    .filter((category) => category.is_active)
    .sort((a, b) => a.sort_order - b.sort_order)
    .map((category) => category.name);
  return { names, failed: false };
}

/**
 * What the error alert adds after the spec's text: no network, said so; otherwise the API's
 * Arabic message, or that the server failed (never a bare 'HTTP 500').
 */
export function loadErrorDetail(error: unknown): string {
  if (loadErrorKind(error) === 'offline') return loadErrorsText.offline.text;
  return (error instanceof HttpError && error.apiMessage) || loadErrorsText.server.text;
}
