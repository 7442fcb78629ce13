import type { PermissionState as CorePermissionState } from '@capacitor/core';
import type { PermissionKind } from './permission-text';

/** Capacitor's states plus the camera plugin's iOS 'limited' photo access. */
export type PermissionState = CorePermissionState | 'limited';

/**
 * The permission state of one kind, from the plugin that owns it. Plugins are imported on
 * demand so browsers never download them.
 */
export async function checkState(kind: PermissionKind): Promise<PermissionState> {
  if (kind === 'location') {
    const { Geolocation } = await import('@capacitor/geolocation');
    return (await Geolocation.checkPermissions()).location;
  }
  const { Camera } = await import('@capacitor/camera');
  const status = await Camera.checkPermissions();
  return kind === 'camera' ? status.camera : status.photos;
}

/** Shows the system prompt (the explanation has been accepted by then). */
export async function requestState(kind: PermissionKind): Promise<PermissionState> {
  if (kind === 'location') {
    const { Geolocation } = await import('@capacitor/geolocation');
    return (await Geolocation.requestPermissions({ permissions: ['location'] })).location;
  }
  const { Camera } = await import('@capacitor/camera');
  const status = await Camera.requestPermissions({ permissions: [kind] });
  return kind === 'camera' ? status.camera : status.photos;
}

/** iOS 'limited' photo access still lets the shopper pick the photos they chose. */
export function isUsable(state: PermissionState): boolean {
  return state === 'granted' || state === 'limited';
}
