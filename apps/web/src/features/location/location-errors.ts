import type { Coordinates } from '@souq/domain/distance';
import { locationText } from '@souq/domain/locales/ar/location';

/**
 * Every way asking for the shopper's position can fail. Browser errors map onto the first
 * four; the permission ones come from the native flow (spec discovery §4 Native permissions).
 */
export type LocationErrorCode =
  | 'permission-denied'
  | 'position-unavailable'
  | 'timeout'
  | 'unsupported'
  | 'denied-before'
  | 'cancelled'
  | 'request-failed'
  | 'failed';

/** What one request for the position gives: a fix, or why there is none. */
export type LocationResult =
  | { ok: true; location: Coordinates }
  | { ok: false; error: LocationErrorCode };

/** The one place a location error code becomes Arabic (spec discovery §8). */
export function locationErrorMessage(code: LocationErrorCode): string {
  switch (code) {
    case 'permission-denied':
      return locationText.permissionDenied;
    case 'position-unavailable':
      return locationText.positionUnavailable;
    case 'timeout':
      return locationText.timeout;
    case 'unsupported':
      return locationText.unsupported;
    case 'denied-before':
      return locationText.deniedBefore;
    case 'cancelled':
      return locationText.cancelled;
    case 'request-failed':
      return locationText.requestFailed;
    default:
      return locationText.generic;
  }
}

/** GeolocationPositionError codes: 1 denied, 2 unavailable, 3 timeout. */
export function browserErrorCode(error: { code?: number } | null | undefined): LocationErrorCode {
  if (error?.code === 1) return 'permission-denied';
  if (error?.code === 2) return 'position-unavailable';
  if (error?.code === 3) return 'timeout';
  return 'failed';
}
