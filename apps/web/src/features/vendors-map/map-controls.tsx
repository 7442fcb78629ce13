import { vendorsMapText } from '@souq/domain/locales/ar/vendors-map';
import { Layers, LocateFixed, Maximize2, Satellite } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { VendorsMapState } from './use-vendors-map';

const controlClass =
  'flex size-11 items-center justify-center rounded-xl bg-white text-neutral-800 shadow-card hover:bg-neutral-100 disabled:opacity-60 dark:bg-neutral-900 dark:text-neutral-100';

/** Floating buttons over the map: fit all, go to my location, roadmap or satellite. */
export function MapControls({ state, className }: { state: VendorsMapState; className?: string }) {
  const satellite = state.mapType === 'satellite';
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <button
        type="button"
        title={vendorsMapText.fitAll}
        aria-label={vendorsMapText.fitAll}
        onClick={state.fitAll}
        className={controlClass}
      >
        <Maximize2 aria-hidden="true" className="size-5" />
      </button>
      <button
        type="button"
        title={vendorsMapText.myLocation}
        aria-label={vendorsMapText.myLocation}
        onClick={() => void state.goToMyLocation()}
        disabled={state.location.status === 'locating'}
        className={controlClass}
      >
        <LocateFixed aria-hidden="true" className="size-5" />
      </button>
      <button
        type="button"
        title={satellite ? vendorsMapText.roadmap : vendorsMapText.satellite}
        aria-label={vendorsMapText.satellite}
        aria-pressed={satellite}
        onClick={() => state.setMapType(satellite ? 'roadmap' : 'satellite')}
        className={controlClass}
      >
        {satellite ? (
          <Layers aria-hidden="true" className="size-5" />
        ) : (
          <Satellite aria-hidden="true" className="size-5" />
        )}
      </button>
    </div>
  );
}
