import { locationText } from '@souq/domain/locales/ar/location';
import type { LocationResult } from './current-location';
import type { LocationErrorCode } from './location-errors';

/**
 * Spec §4 Native permissions: explain before the system prompt; when the shopper refused
 * before, the system will not ask again, so point to the app settings instead. The plugin is
 * imported on demand: browsers never download it.
 */
export async function nativeCurrentLocation(options: PositionOptions): Promise<LocationResult> {
  try {
    const { Geolocation } = await import('@capacitor/geolocation');
    const status = await Geolocation.checkPermissions();
    if (status.location === 'denied') return { ok: false, error: 'denied-before' };
    if (status.location !== 'granted') {
      if (!window.confirm(locationText.rationale)) return { ok: false, error: 'cancelled' };
      let asked: Awaited<ReturnType<typeof Geolocation.requestPermissions>>;
      try {
        asked = await Geolocation.requestPermissions({ permissions: ['location'] });
      } catch {
        return { ok: false, error: 'request-failed' };
      }
      if (asked.location !== 'granted') return { ok: false, error: 'permission-denied' };
    }
    const position = await Geolocation.getCurrentPosition({
      enableHighAccuracy: options.enableHighAccuracy,
      timeout: options.timeout,
      maximumAge: options.maximumAge,
    });
    return {
      ok: true,
      location: { latitude: position.coords.latitude, longitude: position.coords.longitude },
    };
  } catch (error) {
    return { ok: false, error: nativeErrorCode(error) };
  }
}

/** The plugin reports failures as messages (and sometimes browser-style codes). */
function nativeErrorCode(error: unknown): LocationErrorCode {
  const message = error instanceof Error ? error.message.toLowerCase() : '';
  if (message.includes('timeout') || message.includes('timed out')) return 'timeout';
  if (message.includes('denied')) return 'permission-denied';
  if (message.includes('unavailable') || message.includes('disabled'))
    return 'position-unavailable';
  return 'failed';
}
