import type { Coordinates } from '@souq/domain/distance';
import { vendorsMapText } from '@souq/domain/locales/ar/vendors-map';
import type { Map as LeafletMap } from 'leaflet';
import { useCallback, useState } from 'react';
import BaseMap from '@/features/maps/base-map';
import type { MapType } from '@/features/maps/map-tiles';
import { initialCentre, mapZoom } from './map-view';
import { VendorMarkers } from './vendor-markers';

export interface VendorMapProps {
  vendors: readonly ({ id: string; vendor_name: string } & Coordinates)[];
  zoomedId: string | null;
  user: Coordinates | null;
  mapType: MapType;
  /** Off on phones: pinching zooms, and the floating controls take that corner. */
  zoomControl?: boolean;
  className?: string;
  onVendorClick: (id: string) => void;
  onReady: (map: LeafletMap) => void;
  onTileError: () => void;
}

/**
 * The vendors map itself: tiles plus canvas circles. Default export so the screens load it
 * lazily (lazy-vendor-map.tsx) and Leaflet stays out of every other page.
 */
export default function VendorMap({
  vendors,
  zoomedId,
  user,
  mapType,
  zoomControl,
  className,
  onVendorClick,
  onReady,
  onTileError,
}: VendorMapProps) {
  const [drawn, setDrawn] = useState<number | null>(null);
  const onDrawn = useCallback((count: number) => setDrawn(count), []);
  const centre = initialCentre(vendors.length > 0 || user !== null);
  return (
    <div className={className} data-markers={drawn ?? undefined} data-map-type={mapType}>
      <BaseMap
        center={[centre.latitude, centre.longitude]}
        zoom={mapZoom.initial}
        mapType={mapType}
        zoomControl={zoomControl}
        label={vendorsMapText.mapLabel}
        className="size-full"
        onReady={onReady}
        onTileError={onTileError}
      >
        <VendorMarkers
          vendors={vendors}
          zoomedId={zoomedId}
          user={user}
          userLabel={vendorsMapText.yourLocation}
          onClick={onVendorClick}
          onDrawn={onDrawn}
        />
      </BaseMap>
    </div>
  );
}
