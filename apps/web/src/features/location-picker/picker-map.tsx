import { addressText } from '@souq/domain/locales/ar/addresses';
import type { LeafletEventHandlerFnMap, Map as LeafletMap } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { Marker, useMapEvents } from 'react-leaflet';
import BaseMap from '@/features/maps/base-map';
import type { CameraMove, Point } from './use-location-picker';

const t = addressText.picker;

export interface PickerMapProps {
  pin: Point;
  camera: CameraMove | null;
  zoom: number;
  onPick: (point: Point) => void;
  onDragStart: () => void;
  onDrag: (point: Point) => void;
  onDragEnd: (point: Point) => void;
}

/** Map clicks become picks (spec discovery §4: clicking the map recentres and reverse-geocodes). */
function ClickToPick({ onPick }: { onPick: (point: Point) => void }) {
  useMapEvents({ click: (event) => onPick({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

/**
 * The picker's map with one draggable pin. Loaded on demand (default export) so Leaflet is
 * downloaded only when a shopper opens the picker. Camera moves come in as requests; the
 * map follows them imperatively, which keeps panning smooth.
 */
export default function PickerMap(props: PickerMapProps) {
  const { pin, camera, zoom, onPick, onDragStart, onDrag, onDragEnd } = props;
  const mapRef = useRef<LeafletMap | null>(null);

  useEffect(() => {
    if (!camera || !mapRef.current) return;
    mapRef.current.setView([camera.lat, camera.lng], camera.zoom ?? mapRef.current.getZoom());
  }, [camera]);

  // The latest callbacks, read by handlers bound once: no re-binding in the middle of a drag.
  const latest = useRef({ onDragStart, onDrag, onDragEnd });
  latest.current = { onDragStart, onDrag, onDragEnd };
  const handlers = useMemo<LeafletEventHandlerFnMap>(() => {
    const at = (event: { target: { getLatLng: () => Point } }) => {
      const { lat, lng } = event.target.getLatLng();
      return { lat, lng };
    };
    return {
      dragstart: () => latest.current.onDragStart(),
      drag: (event) => latest.current.onDrag(at(event)),
      dragend: (event) => latest.current.onDragEnd(at(event)),
    };
  }, []);

  return (
    <BaseMap
      center={[pin.lat, pin.lng]}
      zoom={zoom}
      label={t.mapLabel}
      className="h-[300px] w-full overflow-hidden rounded-xl"
      onReady={(map) => {
        mapRef.current = map;
      }}
    >
      <ClickToPick onPick={onPick} />
      <Marker
        position={[pin.lat, pin.lng]}
        draggable
        autoPan
        alt={t.pinLabel}
        title={t.pinLabel}
        eventHandlers={handlers}
      />
    </BaseMap>
  );
}
