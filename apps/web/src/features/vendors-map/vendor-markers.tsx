import type { Coordinates } from '@souq/domain/distance';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { markerStyle } from './map-view';

interface VendorMarkersProps {
  vendors: readonly ({ id: string; vendor_name: string } & Coordinates)[];
  zoomedId: string | null;
  user: Coordinates | null;
  userLabel: string;
  onClick: (id: string) => void;
  /** Tells the page how many markers are drawn (data-markers, read by tests and the bench). */
  onDrawn?: (count: number) => void;
}

const style = (zoomed: boolean) => ({
  ...(zoomed ? markerStyle.zoomed : markerStyle.normal),
  weight: 2,
  fillOpacity: 0.9,
});

/**
 * Vendor circles drawn imperatively on the map's canvas: a thousand React components would
 * re-render on every filter keystroke, whereas here only the added, removed or restyled
 * circles are touched. Keyboard users reach the same vendors through the list.
 */
export function VendorMarkers({
  vendors,
  zoomedId,
  user,
  userLabel,
  onClick,
  onDrawn,
}: VendorMarkersProps) {
  const map = useMap();
  const layer = useRef<L.LayerGroup | null>(null);
  const markers = useRef(new Map<string, L.CircleMarker>());
  const click = useRef(onClick);
  click.current = onClick;
  // markers added later (a filter cleared) must come back in the right colour
  const zoomed = useRef(zoomedId);
  zoomed.current = zoomedId;

  useEffect(() => {
    const group = L.layerGroup().addTo(map);
    layer.current = group;
    const drawn = markers.current;
    return () => {
      group.remove();
      drawn.clear();
    };
  }, [map]);

  useEffect(() => {
    const group = layer.current;
    if (!group) return;
    const wanted = new Set(vendors.map((vendor) => vendor.id));
    for (const [id, marker] of markers.current) {
      if (!wanted.has(id)) {
        group.removeLayer(marker);
        markers.current.delete(id);
      }
    }
    for (const vendor of vendors) {
      if (markers.current.has(vendor.id)) continue;
      const marker = L.circleMarker(
        [vendor.latitude, vendor.longitude],
        style(vendor.id === zoomed.current),
      )
        .bindTooltip(vendor.vendor_name, { direction: 'top' })
        .on('click', () => click.current(vendor.id));
      group.addLayer(marker);
      markers.current.set(vendor.id, marker);
    }
    onDrawn?.(markers.current.size);
  }, [vendors, onDrawn]);

  useEffect(() => {
    const marker = zoomedId ? markers.current.get(zoomedId) : undefined;
    marker?.setStyle(style(true)).bringToFront();
    return () => {
      marker?.setStyle(style(false));
    };
  }, [zoomedId]);

  useEffect(() => {
    if (!user) return;
    const marker = L.circleMarker([user.latitude, user.longitude], {
      ...markerStyle.user,
      weight: 3,
      fillOpacity: 0.9,
    })
      .bindTooltip(userLabel, { direction: 'top' })
      .addTo(map);
    return () => {
      marker.remove();
    };
  }, [map, user, userLabel]);

  return null;
}
