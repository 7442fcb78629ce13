import { mobileText } from '@souq/domain/locales/ar/mobile';
import { paths } from '@souq/domain/paths';
import type { VendorList } from '@souq/domain/schemas/vendors';
import { withQuery } from '@souq/domain/url';
import { useQuery } from '@tanstack/react-query';
import { MapPin, MapPinned, Store } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { LoadErrorNotice } from '@/components/ui/load-error-notice';
import { Skeleton } from '@/components/ui/skeleton';
import { http } from '@/lib/http';

/** A row of stores to swipe through; the map holds them all. */
const STORE_COUNT = 8;

function useHomeStores() {
  return useQuery({
    queryKey: ['vendors', 'home', STORE_COUNT],
    queryFn: ({ signal }) =>
      http<VendorList>(withQuery(paths.api.exportVendors(), { limit: STORE_COUNT }), { signal }),
    // Spec discovery §9: vendors are cached 10 minutes.
    staleTime: 10 * 60_000,
    retry: 1,
  });
}

const rowClass = 'flex snap-x gap-3 overflow-x-auto pb-2';

export function HomeStores() {
  const stores = useHomeStores();
  if (stores.isPending) {
    return (
      <div className={rowClass}>
        {Array.from({ length: 3 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} className="h-28 w-36 shrink-0 rounded-card" />
        ))}
      </div>
    );
  }
  if (stores.isError) {
    return (
      <LoadErrorNotice
        error={stores.error}
        onRetry={() => void stores.refetch()}
        retrying={stores.isFetching}
      />
    );
  }
  return (
    <>
      {stores.data.data.length === 0 ? (
        <p className="text-neutral-700 dark:text-neutral-300">{mobileText.home.noStores}</p>
      ) : (
        <ul className={rowClass}>
          {stores.data.data.map((store) => (
            <li key={store.id} className="w-36 shrink-0 snap-start">
              <Link
                to={paths.mobile.vendor(store.id)}
                className="flex h-full flex-col items-center gap-2 rounded-card bg-white p-3 text-center shadow-card dark:bg-neutral-900"
              >
                {store.brand_logo_url ? (
                  <img
                    src={store.brand_logo_url}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    className="size-12 rounded-full object-cover"
                  />
                ) : (
                  <span className="flex size-12 items-center justify-center rounded-full bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-300">
                    <Store aria-hidden="true" className="size-6" />
                  </span>
                )}
                <span className="line-clamp-2 text-sm font-bold text-neutral-900 dark:text-neutral-50">
                  {store.vendor_name}
                </span>
                {store.city && (
                  <span className="flex items-center gap-1 text-xs text-neutral-600 dark:text-neutral-300">
                    <MapPin aria-hidden="true" className="size-3" />
                    {store.city}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to={paths.mobile.vendorsMap()} className={buttonStyles({ variant: 'outline' })}>
        <MapPinned aria-hidden="true" className="size-4" />
        {mobileText.home.storesAll}
      </Link>
    </>
  );
}
