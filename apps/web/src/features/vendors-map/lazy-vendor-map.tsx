import { vendorsMapText } from '@souq/domain/locales/ar/vendors-map';
import { lazy, Suspense } from 'react';
import { cn } from '@/lib/cn';
import type { VendorMapProps } from './vendor-map';

const VendorMap = lazy(() => import('./vendor-map'));

/** The vendors map, loaded on demand; a pulsing block of the same size holds its place. */
export function LazyVendorMap(props: VendorMapProps) {
  return (
    <Suspense
      fallback={
        <div
          role="status"
          aria-label={vendorsMapText.mapLabel}
          className={cn('animate-pulse bg-neutral-200', props.className)}
        />
      }
    >
      <VendorMap {...props} />
    </Suspense>
  );
}
