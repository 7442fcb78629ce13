import { lazy, Suspense } from 'react';
import { cn } from '../../lib/cn';
import type { BaseMapProps } from './base-map';

const BaseMap = lazy(() => import('./base-map'));

/** The map, loaded on demand: a pulsing placeholder of the same size holds its place meanwhile. */
export function LazyBaseMap(props: BaseMapProps) {
  return (
    <Suspense
      fallback={
        <div
          role="status"
          aria-label={props.label}
          className={cn('animate-pulse bg-muted', props.className)}
        />
      }
    >
      <BaseMap {...props} />
    </Suspense>
  );
}
