import type { Coordinates } from '@souq/domain/distance';
import type { Map as LeafletMap } from 'leaflet';
import { useCallback, useRef } from 'react';
import { FIT_PADDING } from './map-view';

/**
 * Imperative moves of the Leaflet map, kept behind plain functions so the screens (and their
 * tests) never touch Leaflet. Before the map is ready the moves are simply skipped.
 */
export function useMapCamera() {
  const map = useRef<LeafletMap | null>(null);

  const onReady = useCallback((instance: LeafletMap) => {
    map.current = instance;
  }, []);

  const moveTo = useCallback((point: Coordinates, zoom: number) => {
    map.current?.setView([point.latitude, point.longitude], zoom);
  }, []);

  /** Spec discovery §4: fit every vendor and the shopper with 50 px padding. */
  const fitAll = useCallback((points: readonly Coordinates[]) => {
    const instance = map.current;
    if (!instance || points.length === 0) return;
    const bounds = points.map((p) => [p.latitude, p.longitude] as [number, number]);
    instance.fitBounds(bounds, { padding: [FIT_PADDING, FIT_PADDING] });
  }, []);

  return { onReady, moveTo, fitAll };
}
export type MapCamera = ReturnType<typeof useMapCamera>;
