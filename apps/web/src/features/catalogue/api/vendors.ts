import { paths } from '@souq/domain/paths';
import type { Vendor, VendorList } from '@souq/domain/schemas/vendors';
import { withQuery } from '@souq/domain/url';
import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** Spec discovery §9: vendors are cached 10 minutes. */
export const VENDOR_STALE_MS = 10 * 60_000;

/**
 * Spec discovery §7: one store is export-vendors?vendor_id=… and data[0]; empty data means not
 * found.
 */
export async function getVendor(
  id: string,
  includeProducts: boolean,
  signal?: AbortSignal,
): Promise<Vendor | null> {
  const params: Record<string, string> = { vendor_id: id };
  if (includeProducts) params.include_products = 'true';
  const list = await http<VendorList>(withQuery(paths.api.exportVendors(), params), { signal });
  return list.data[0] ?? null;
}

/** The storefront: the store with its products. */
export const vendorQuery = (id: string) =>
  queryOptions({
    queryKey: ['vendor', id, 'with-products'],
    queryFn: ({ signal }) => getVendor(id, true, signal),
    staleTime: VENDOR_STALE_MS,
  });

/** Pages that only dress up in the store's theme (product, checkout): no product list. */
export const vendorThemeQuery = (id: string) =>
  queryOptions({
    queryKey: ['vendor', id],
    queryFn: ({ signal }) => getVendor(id, false, signal),
    staleTime: VENDOR_STALE_MS,
  });
