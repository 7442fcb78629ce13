import type { Coordinates } from '@souq/domain/distance';

/**
 * The vendors map's fixed view numbers (spec discovery §9): centres, zooms and marker styles,
 * shared by the desktop and mobile screens.
 */
export const DAMASCUS: Coordinates = { latitude: 33.5138, longitude: 36.2765 };
export const RIYADH: Coordinates = { latitude: 24.7136, longitude: 46.6753 };

export const mapZoom = {
  initial: 11,
  vendor: 15,
  nearMe: 13,
  myLocation: 14,
  maxVendor: 18,
} as const;

export const FIT_PADDING = 50;

/** Canvas circle markers: normal green 8, selected or zoomed amber 12, the shopper blue 10. */
export const markerStyle = {
  normal: { radius: 8, color: '#15803d', fillColor: '#22c55e' },
  zoomed: { radius: 12, color: '#b45309', fillColor: '#f59e0b' },
  user: { radius: 10, color: '#1d4ed8', fillColor: '#3b82f6' },
} as const;

/**
 * Damascus, or Riyadh only when there is no coordinate at all to show (spec discovery §9, as
 * coded).
 */
export function initialCentre(hasAnyCoordinate: boolean): Coordinates {
  return hasAnyCoordinate ? DAMASCUS : RIYADH;
}
