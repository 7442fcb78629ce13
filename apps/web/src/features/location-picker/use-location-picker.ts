import type { GeocodePlace } from '@souq/domain/schemas/geocoding';
import { useRef, useState } from 'react';
import { reverseGeocode } from './geocode-api';
import { type PickedLocation, pickedFromCoordinates, pickedFromPlace } from './picked-location';

/** Spec discovery §9: the picker's zoom after a search or locate-me, and the pin-drag throttle. */
export const PICKER_ZOOM = 16;
export const DRAG_THROTTLE_MS = 100;

export interface Point {
  lat: number;
  lng: number;
}

/**
 * Spec discovery §4: updating during a reverse lookup, dragging during a pin drag; both block
 * confirm.
 */
export type PickerPhase = 'idle' | 'updating' | 'dragging';

/** A request to move the map; `key` makes two moves to one place two requests. */
export interface CameraMove extends Point {
  zoom?: number;
  key: number;
}

/**
 * The picker's state: the selected location, the pin, the camera and the phase. Only the
 * latest reverse lookup may write the address: a slow answer for an earlier click must not
 * overwrite a later choice.
 */
export function useLocationPicker(initial: PickedLocation | null, start: Point) {
  const [picked, setPicked] = useState<PickedLocation | null>(initial);
  const [phase, setPhase] = useState<PickerPhase>('idle');
  const [pin, setPin] = useState<Point>(initial ?? start);
  const [livePin, setLivePin] = useState<Point | null>(null);
  const [camera, setCamera] = useState<CameraMove | null>(null);
  const lookup = useRef(0);
  const lastDrag = useRef(0);

  const moveCamera = (point: Point, zoom?: number) =>
    setCamera((current) => ({ ...point, zoom, key: (current?.key ?? 0) + 1 }));

  /** Map click, drag end or locate-me: recentre, then ask the server what is there. */
  async function pickPoint(point: Point, zoom?: number) {
    const id = ++lookup.current;
    setPin(point);
    setLivePin(null);
    moveCamera(point, zoom);
    setPicked(pickedFromCoordinates(point.lat, point.lng));
    setPhase('updating');
    let next: PickedLocation;
    try {
      next = pickedFromPlace(await reverseGeocode(point.lat, point.lng), point);
    } catch {
      next = pickedFromCoordinates(point.lat, point.lng);
    }
    if (id !== lookup.current) return;
    setPicked(next);
    setPhase('idle');
  }

  /** A search result already carries its address: no lookup needed. */
  function choosePlace(place: GeocodePlace) {
    lookup.current++;
    const point = { lat: place.latitude, lng: place.longitude };
    setPin(point);
    setPicked(pickedFromPlace(place));
    setPhase('idle');
    moveCamera(point, PICKER_ZOOM);
  }

  const drag = {
    start: () => setPhase('dragging'),
    /** Live coordinates while dragging, at most every 100 ms (cheap phones). */
    move: (point: Point) => {
      const now = Date.now();
      if (now - lastDrag.current < DRAG_THROTTLE_MS) return;
      lastDrag.current = now;
      setLivePin(point);
    },
    end: (point: Point) => void pickPoint(point),
  };

  return { picked, phase, pin, livePin, camera, pickPoint, choosePlace, drag };
}
