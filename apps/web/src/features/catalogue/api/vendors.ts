import { vendorPageUrl } from '@souq/domain/page-preload';
import { paths } from '@souq/domain/paths';
import type { Vendor, VendorList } from '@souq/domain/schemas/vendors';
import { withQuery } from '@souq/domain/url';
import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { takePreloaded } from '@/lib/preloaded-data';

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
  // With products: the URL the server embeds in a store page (decision 033).
  const url = includeProducts
    ? vendorPageUrl(id)
    : withQuery(paths.api.exportVendors(), { vendor_id: id });
  const list = await http<VendorList>(url, { signal });
  return list.data[0] ?? null;
}

/** The store as the page's HTML brought it (an unknown id: null), or undefined. */
function embeddedVendor(id: string): Vendor | null | undefined {
  const list = takePreloaded(vendorPageUrl(id)) as VendorList | undefined;
  return list && (list.data[0] ?? null);
}

/**
 * The storefront: the store with its products; on a store page opened from outside, the
 * answer embedded in its HTML, so the first render shows the store, not a skeleton.
 */
export const vendorQuery = (id: string) =>
  queryOptions({
    queryKey: ['vendor', id, 'with-products'],
    queryFn: ({ signal }) => getVendor(id, true, signal),
    initialData: () => embeddedVendor(id),
    staleTime: VENDOR_STALE_MS,
  });

/** Pages that only dress up in the store's theme (product, checkout): no product list. */
export const vendorThemeQuery = (id: string) =>
  queryOptions({
    queryKey: ['vendor', id],
    queryFn: ({ signal }) => getVendor(id, false, signal),
    staleTime: VENDOR_STALE_MS,
  });
