import { vendorsMapText } from '@souq/domain/locales/ar/vendors-map';
import { List, SlidersHorizontal } from 'lucide-react';
import { useEffect, useState } from 'react';
import { notify } from '@/lib/notify';
import { LazyVendorMap } from './lazy-vendor-map';
import { MapControls } from './map-controls';
import { MapLoadError, MapLoading } from './map-load-state';
import { TilesOfflineNotice, ZoomHint } from './map-notices';
import { MapSearchBox } from './map-search-box';
import { MapPanel } from './mobile-sheets';
import { QuickActions } from './quick-actions';
import { useVendorsMap } from './use-vendors-map';
import { VendorDetail } from './vendor-detail';
import { VendorFilters } from './vendor-filters';
import { VendorList } from './vendor-list';

const floatingButton =
  'inline-flex h-11 items-center gap-2 rounded-pill bg-white px-4 font-semibold text-neutral-900 shadow-raised hover:bg-neutral-100 dark:bg-neutral-900 dark:text-neutral-50';

/**
 * /mobile/vendors-map (spec discovery §2): the map fills the screen between the app bar and the
 * bottom navigation; search and chips float on top, filters and the list open as sheets, and a
 * vendor opens a bottom drawer. Location problems are told with an alert (toast) here.
 */
export function MobileVendorsMapScreen() {
  const state = useVendorsMap();
  const [sheet, setSheet] = useState<'filters' | 'list' | null>(null);
  const { errorMessage } = state.location;
  const { needsLocation, dismissNeedsLocation } = state;

  useEffect(() => {
    if (errorMessage) notify.error(errorMessage);
  }, [errorMessage]);
  useEffect(() => {
    if (!needsLocation) return;
    notify.error(vendorsMapText.sameCityNeedsLocation);
    dismissNeedsLocation();
  }, [needsLocation, dismissNeedsLocation]);

  if (state.vendors.isPending)
    return (
      <div className="p-4">
        <MapLoading />
      </div>
    );
  if (state.vendors.isError) {
    return (
      <div className="p-4">
        <MapLoadError error={state.vendors.error} onRetry={() => void state.vendors.refetch()} />
      </div>
    );
  }

  const pick = (id: string) => {
    setSheet(null);
    state.clickVendor(id);
  };
  const { selected } = state;
  return (
    <div className="relative h-[calc(100dvh-8.5rem-var(--spacing-safe-top)-var(--spacing-safe-bottom))] min-h-96 overflow-hidden">
      <LazyVendorMap
        className="absolute inset-0"
        vendors={state.visible}
        zoomedId={state.zoomedId}
        user={state.location.location}
        mapType={state.mapType}
        zoomControl={false}
        onVendorClick={pick}
        onReady={state.camera.onReady}
        onTileError={state.onTileError}
      />
      <div className="absolute inset-x-3 top-3 z-[500] flex flex-col gap-2">
        <div className="flex gap-2">
          <MapSearchBox
            className="flex-1"
            value={state.filters.search}
            onChange={(search) => state.update({ search })}
          />
          <button
            type="button"
            aria-label={vendorsMapText.showFilters}
            onClick={() => setSheet('filters')}
            className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white shadow-card dark:bg-neutral-900"
          >
            <SlidersHorizontal aria-hidden="true" className="size-5" />
          </button>
        </div>
        <QuickActions state={state} chips />
        {state.hint && <ZoomHint onDismiss={state.dismissHint} />}
        {state.tilesFailed && <TilesOfflineNotice />}
      </div>
      <MapControls state={state} className="absolute end-3 bottom-20 z-[500]" />
      <div className="absolute inset-x-0 bottom-4 z-[500] flex justify-center">
        <button type="button" onClick={() => setSheet('list')} className={floatingButton}>
          <List aria-hidden="true" className="size-5" />
          {vendorsMapText.showList}
          <span className="text-sm text-neutral-600 dark:text-neutral-300">
            ({vendorsMapText.count(state.visible.length)})
          </span>
        </button>
      </div>
      <MapPanel
        kind="side"
        testId="filters-sheet"
        open={sheet === 'filters'}
        onOpenChange={(open) => setSheet(open ? 'filters' : null)}
        title={vendorsMapText.filtersTitle}
        closeLabel={vendorsMapText.close}
      >
        <VendorFilters state={state} />
      </MapPanel>
      <MapPanel
        kind="list"
        testId="list-sheet"
        open={sheet === 'list'}
        onOpenChange={(open) => setSheet(open ? 'list' : null)}
        title={`${vendorsMapText.listTitle} (${vendorsMapText.count(state.visible.length)})`}
        closeLabel={vendorsMapText.close}
      >
        <VendorList vendors={state.visible} selectedId={selected?.id ?? null} onPick={pick} />
      </MapPanel>
      <MapPanel
        kind="drawer"
        testId="vendor-drawer"
        open={selected !== null && sheet === null}
        onOpenChange={(open) => !open && state.clearSelection()}
        title={selected?.vendor_name ?? ''}
        closeLabel={vendorsMapText.closeDetails}
      >
        {selected && <VendorDetail vendor={selected} newTab={false} />}
      </MapPanel>
    </div>
  );
}
