import type { PickerMapProps } from './picker-map';

/**
 * Stands in for the Leaflet map in component tests (jsdom has no layout to click on): buttons
 * that play the map's events, and the pin and camera written out to assert on.
 */
export default function FakePickerMap({
  pin,
  camera,
  onPick,
  onDragStart,
  onDrag,
  onDragEnd,
}: PickerMapProps) {
  return (
    <div data-testid="fake-map">
      <p data-testid="pin">{`${pin.lat},${pin.lng}`}</p>
      <p data-testid="camera">
        {camera ? `${camera.lat},${camera.lng}@${camera.zoom ?? '-'}` : ''}
      </p>
      <button type="button" onClick={() => onPick({ lat: 33.5131, lng: 36.3166 })}>
        map-click
      </button>
      <button type="button" onClick={() => onPick({ lat: 29.5, lng: 35.01 })}>
        map-click-outside
      </button>
      <button type="button" onClick={onDragStart}>
        drag-start
      </button>
      <button type="button" onClick={() => onDrag({ lat: 33.6, lng: 36.4 })}>
        drag-move
      </button>
      <button type="button" onClick={() => onDragEnd({ lat: 33.6, lng: 36.4 })}>
        drag-end
      </button>
    </div>
  );
}
