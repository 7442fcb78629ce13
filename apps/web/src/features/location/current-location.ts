import { Capacitor } from '@capacitor/core';
import { browserErrorCode, type LocationResult } from './location-errors';
import { nativeCurrentLocation } from './native-location';

/**
 * Spec discovery §9: time out after 10 s, ask for high accuracy, accept a fix up to a minute old.
 */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  timeout: 10_000,
  enableHighAccuracy: true,
  maximumAge: 60_000,
};

/**
 * The shopper's position, once. Never throws: failures come back as an error code that
 * locationErrorMessage turns into Arabic. In the native app the Capacitor plugin is used,
 * behind the spec's explanatory confirm; in a browser the browser's own prompt.
 */
export function getCurrentLocation(): Promise<LocationResult> {
  if (Capacitor.isNativePlatform()) return nativeCurrentLocation(GEOLOCATION_OPTIONS);
  return browserCurrentLocation();
}

function browserCurrentLocation(): Promise<LocationResult> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.resolve({ ok: false, error: 'unsupported' });
  return new Promise((resolve) => {
    try {
      geolocation.getCurrentPosition(
        (position) =>
          resolve({
            ok: true,
            location: {
              latitude: position.coords.latitude,
              longitude: position.coords.longitude,
            },
          }),
        (error) => resolve({ ok: false, error: browserErrorCode(error) }),
        GEOLOCATION_OPTIONS,
      );
    } catch {
      // some embedded browsers throw instead of calling back (insecure context)
      resolve({ ok: false, error: 'failed' });
    }
  });
}
