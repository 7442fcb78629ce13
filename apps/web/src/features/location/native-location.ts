import { ensurePermission } from '@/features/native/permissions/ensure-permission';
import type { PermissionOutcome } from '@/features/native/permissions/permission-text';
import type { LocationErrorCode, LocationResult } from './location-errors';

const permissionErrorCode: Record<Exclude<PermissionOutcome, 'granted'>, LocationErrorCode> = {
  denied: 'permission-denied',
  'denied-before': 'denied-before',
  cancelled: 'cancelled',
  failed: 'request-failed',
};

/**
 * Spec discovery §4 Native permissions: the shared permission flow explains first (and sends the
 * shopper to the app settings when refused before); then the position is read. The plugin
 * is imported on demand: browsers never download it.
 */
export async function nativeCurrentLocation(options: PositionOptions): Promise<LocationResult> {
  const permission = await ensurePermission('location');
  if (permission !== 'granted') return { ok: false, error: permissionErrorCode[permission] };
  try {
    const { Geolocation } = await import('@capacitor/geolocation');
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
