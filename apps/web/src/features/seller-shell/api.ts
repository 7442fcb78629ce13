import { paths } from '@souq/domain/paths';
import type { SellerOrdersReply } from '@souq/domain/schemas/seller-orders';
import type { SellerProductList } from '@souq/domain/schemas/seller-products';
import type {
  SellerStoreResponse,
  StoreApplicationInput,
  StoreCssVerdict,
} from '@souq/domain/schemas/seller-store';
import { withQuery } from '@souq/domain/url';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/use-auth';
import { http } from '@/lib/http';
import { takePreloaded } from '@/lib/preloaded-data';

const api = paths.api.seller;

/** Every read of the owner's store; every settings save refreshes it. */
export const sellerStoreKey = ['seller-store'] as const;

export function getSellerStore(signal?: AbortSignal): Promise<SellerStoreResponse> {
  return http(paths.api.sellerStore(), { signal });
}

/**
 * The console's home brings the first answer with its HTML (read for this visitor's session):
 * the first render draws the store with it, as the server drew the page.
 */
const embeddedStore = () =>
  takePreloaded(paths.api.sellerStore()) as SellerStoreResponse | undefined;

export function applyForStore(input: StoreApplicationInput): Promise<unknown> {
  return http(paths.api.sellerStore(), { method: 'POST', body: input });
}

/** A rejected store, once its owner fixed it, asks for review again (back to pending). */
export function resubmitStore(): Promise<unknown> {
  return http(paths.api.sellerStoreResubmit(), { method: 'POST' });
}

/** The settings sections saved with PUT, each with its own payload. */
export type StoreSection = 'profile' | 'location' | 'hours' | 'theme' | 'css' | 'wallets';

export function saveStoreSection(section: StoreSection, body: unknown): Promise<unknown> {
  return http(paths.api.sellerStoreSection(section), { method: 'PUT', body });
}

export function previewStoreCss(customCss: string): Promise<StoreCssVerdict> {
  return http(paths.api.sellerStoreCssPreview(), {
    method: 'POST',
    body: { custom_css: customCss },
  });
}

/** Logo, banner or one more gallery image: the file's bytes, typed by the file itself. */
export function uploadStoreImage(
  kind: 'logo' | 'banner' | 'gallery',
  file: Blob,
): Promise<unknown> {
  return http(api.storePart(kind), { method: 'POST', body: file });
}

export function deleteGalleryImage(id: string): Promise<void> {
  return http(api.galleryImage(id), { method: 'DELETE' });
}

export function orderGallery(ids: string[]): Promise<unknown> {
  return http(api.storePart('gallery/order'), { method: 'PUT', body: { ids } });
}

/**
 * The signed-in user's store, or null when they own none yet. Keyed by the user, so whoever
 * signs in next on this device never sees the previous owner's store.
 */
export function useSellerStore() {
  const userId = useAuth().user?.id ?? null;
  return useQuery({
    queryKey: [...sellerStoreKey, userId],
    enabled: userId !== null,
    queryFn: ({ signal }) => getSellerStore(signal),
    // Only under the signed-in user's key: taken under another, the answer would be lost.
    initialData: userId === null ? undefined : embeddedStore,
    select: (answer) => answer.store,
    staleTime: 30_000,
  });
}

/** How many of the store's products match: the dashboard's counts (one row fetched, the total read). */
export function useProductCount(filter: { stock?: 'low' | 'out'; status?: 'draft' }) {
  return useQuery({
    // Under the products' key, so every product write refreshes the counts too.
    queryKey: ['seller-products', 'count', filter],
    queryFn: ({ signal }) =>
      http<SellerProductList>(withQuery(paths.api.seller.products(), { limit: 1, ...filter }), {
        signal,
      }),
    select: (answer) => answer.count,
    staleTime: 30_000,
  });
}

/**
 * While the orders board is closed nothing tells the console of a new order: the count asks
 * again this often. On the board, its live stream refreshes it at once.
 */
const NEW_ORDERS_POLL_MS = 30_000;

/**
 * How many orders wait in the board's "new" group (one row fetched, the count read): the
 * orders item's badge, the dashboard's card, the tab title and the board's chime.
 */
export function useNewOrderCount(enabled = true) {
  return useQuery({
    // Under the orders' key, so the board's stream and every order action refresh it too.
    queryKey: ['seller-orders', 'new-count'],
    enabled,
    queryFn: ({ signal }) =>
      http<SellerOrdersReply>(
        withQuery(paths.api.seller.orders(), { group: 'new', limit: 1, offset: 0 }),
        { signal },
      ),
    select: (answer) => answer.counts.new,
    refetchInterval: NEW_ORDERS_POLL_MS,
  });
}
