import { vendorsMapText } from '@souq/domain/locales/ar/vendors-map';
import { X } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { LazyVendorMap } from './lazy-vendor-map';
import { MapControls } from './map-controls';
import { MapLoadError, MapLoading } from './map-load-state';
import {
  LocationErrorBanner,
  NeedsLocationBanner,
  TilesOfflineNotice,
  ZoomHint,
} from './map-notices';
import { MapSearchBox } from './map-search-box';
import { QuickActions } from './quick-actions';
import { useVendorsMap, type VendorsMapState } from './use-vendors-map';
import { VendorDetail } from './vendor-detail';
import { VendorFilters } from './vendor-filters';
import { VendorList } from './vendor-list';

/** /vendors-map on the web (spec discovery §2): filters column, 600 px map, vendor list column. */
export function WebVendorsMapScreen({ title }: { title: string }) {
  const state = useVendorsMap();
  return (
    <div className="mx-auto flex max-w-screen-2xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-extrabold text-neutral-900 dark:text-neutral-50">{title}</h1>
      {state.vendors.isPending ? (
        <MapLoading />
      ) : state.vendors.isError ? (
        <MapLoadError error={state.vendors.error} onRetry={() => void state.vendors.refetch()} />
      ) : (
        <Layout state={state} />
      )}
    </div>
  );
}

function Layout({ state }: { state: VendorsMapState }) {
  const { selected } = state;
  return (
    <div className="grid gap-4 lg:grid-cols-[19rem_minmax(0,1fr)_18rem]">
      <aside aria-label={vendorsMapText.filtersTitle} className="flex flex-col gap-3">
        <Card className="flex flex-col gap-3 p-4">
          <MapSearchBox
            value={state.filters.search}
            onChange={(search) => state.update({ search })}
          />
          <QuickActions state={state} />
          {state.needsLocation && <NeedsLocationBanner onDismiss={state.dismissNeedsLocation} />}
          <VendorFilters state={state} />
        </Card>
      </aside>
      <div className="flex min-w-0 flex-col gap-3">
        {state.location.errorMessage && (
          <LocationErrorBanner
            message={state.location.errorMessage}
            onDismiss={state.location.clearError}
          />
        )}
        <div className="relative h-[600px] overflow-hidden rounded-card shadow-card">
          <LazyVendorMap
            className="size-full"
            vendors={state.visible}
            zoomedId={state.zoomedId}
            user={state.location.location}
            mapType={state.mapType}
            onVendorClick={state.clickVendor}
            onReady={state.camera.onReady}
            onTileError={state.onTileError}
          />
          <MapControls state={state} className="absolute end-3 bottom-8 z-[500]" />
          <div className="absolute start-3 end-16 top-3 z-[500] flex flex-col gap-2">
            {state.hint && <ZoomHint onDismiss={state.dismissHint} />}
            {state.tilesFailed && <TilesOfflineNotice />}
          </div>
        </div>
        {selected && (
          <Card className="flex flex-col gap-3">
            <div className="flex items-center gap-2">
              <h2 className="flex-1 text-xl font-bold">{selected.vendor_name}</h2>
              <button
                type="button"
                aria-label={vendorsMapText.closeDetails}
                onClick={state.clearSelection}
                className="flex size-11 items-center justify-center rounded-xl hover:bg-neutral-100"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </div>
            <VendorDetail vendor={selected} newTab />
          </Card>
        )}
      </div>
      <section aria-labelledby="vendors-list-title" className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-2">
          <h2 id="vendors-list-title" className="text-lg font-bold">
            {vendorsMapText.listTitle}
          </h2>
          <p aria-live="polite" className="text-sm text-neutral-700 dark:text-neutral-300">
            {vendorsMapText.count(state.visible.length)}
          </p>
        </div>
        <div className="max-h-[600px] overflow-y-auto pe-1">
          <VendorList
            vendors={state.visible}
            selectedId={selected?.id ?? null}
            onPick={state.clickVendor}
          />
        </div>
      </section>
    </div>
  );
}
