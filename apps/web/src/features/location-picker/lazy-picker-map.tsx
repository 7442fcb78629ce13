import { addressText } from '@souq/domain/locales/ar/addresses';
import { lazy, Suspense } from 'react';
import type { PickerMapProps } from './picker-map';

const PickerMap = lazy(() => import('./picker-map'));

/**
 * Spec discovery §4: the map is loading, then loaded; a pulsing block of its size holds the place.
 */
export function LazyPickerMap(props: PickerMapProps) {
  return (
    <Suspense
      fallback={
        <div
          role="status"
          aria-label={addressText.picker.mapLabel}
          className="h-[300px] w-full animate-pulse rounded-xl bg-neutral-200"
        />
      }
    >
      <PickerMap {...props} />
    </Suspense>
  );
}
