import './leaflet-setup';
import type { LatLngTuple, Map as LeafletMap } from 'leaflet';
import type { ReactNode } from 'react';
import { MapContainer, TileLayer } from 'react-leaflet';
import { cn } from '@/lib/cn';
import { type MapType, useMapTiles } from './map-tiles';

export interface BaseMapProps {
  center: LatLngTuple;
  zoom: number;
  mapType?: MapType;
  /** Accessible name of the map region. */
  label: string;
  /** Leaflet's +/- buttons; phones pinch instead, and screens may place their own controls. */
  zoomControl?: boolean;
  className?: string;
  /** Called once with the Leaflet map, for imperative moves (fly to, fit bounds). */
  onReady?: (map: LeafletMap) => void;
  /** Reported once per failed tile: the caller may tell the shopper the map is offline. */
  onTileError?: () => void;
  children?: ReactNode;
}

/**
 * A Leaflet map with the configured tiles. Vector layers draw on one canvas (preferCanvas),
 * which keeps a thousand vendor circles smooth on a cheap phone. Default export so screens
 * load it with React.lazy and Leaflet stays out of every other page's JavaScript.
 */
export default function BaseMap({
  center,
  zoom,
  mapType = 'roadmap',
  label,
  zoomControl = true,
  className,
  onReady,
  onTileError,
  children,
}: BaseMapProps) {
  const tiles = useMapTiles();
  const source = tiles?.[mapType];
  return (
    <section aria-label={label} className={cn('relative isolate', className)}>
      <MapContainer
        center={center}
        zoom={zoom}
        preferCanvas
        zoomControl={zoomControl}
        ref={(map) => {
          if (!map) return;
          // Only the tiles' credit (Arabic by default): Leaflet's own English link is optional.
          map.attributionControl?.setPrefix(false);
          onReady?.(map);
        }}
        className="size-full bg-muted"
      >
        {source && (
          <TileLayer
            key={mapType}
            url={source.url}
            attribution={source.attribution}
            maxZoom={19}
            eventHandlers={onTileError ? { tileerror: onTileError } : undefined}
          />
        )}
        {children}
      </MapContainer>
    </section>
  );
}
