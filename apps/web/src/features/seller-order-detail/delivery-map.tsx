import type { LatLngTuple } from 'leaflet';
import { Marker } from 'react-leaflet';
import BaseMap from '@/features/maps/base-map';

/** Close enough to read the street names around the door. */
const STREET_ZOOM = 16;

/**
 * Where the order goes, one marker on the configured tiles. A default export so the screen
 * loads it with React.lazy: Leaflet stays out of the console until an order with an address
 * is opened.
 */
export default function DeliveryMap({ point, label }: { point: LatLngTuple; label: string }) {
  return (
    <BaseMap
      center={point}
      zoom={STREET_ZOOM}
      label={label}
      className="h-48 w-full overflow-hidden rounded-xl sm:h-56"
    >
      <Marker position={point} />
    </BaseMap>
  );
}
