import { Capacitor } from '@capacitor/core';
import { askToAllow, explainAppSettings } from './permission-dialogs';
import {
  type PermissionKind,
  type PermissionOutcome,
  permissionMessage,
  permissionRationale,
} from './permission-text';
import { checkState, isUsable, requestState } from './plugin-states';

/**
 * Spec discovery §4 Native permissions. On native: explain first (an alert dialog), then the system
 * prompt; when refused before, the system will not prompt again, so the shopper is sent to
 * the app settings instead. On the web camera and photos count as granted and location is
 * left to the browser's own prompt when the position is read.
 */
export async function ensurePermission(kind: PermissionKind): Promise<PermissionOutcome> {
  if (!Capacitor.isNativePlatform()) return 'granted';
  let state: Awaited<ReturnType<typeof checkState>>;
  try {
    state = await checkState(kind);
  } catch {
    return 'failed';
  }
  if (isUsable(state)) return 'granted';
  if (state === 'denied') {
    await explainAppSettings(permissionMessage(kind, 'denied-before'));
    return 'denied-before';
  }
  if (!(await askToAllow(permissionRationale(kind)))) return 'cancelled';
  try {
    return isUsable(await requestState(kind)) ? 'granted' : 'denied';
  } catch {
    return 'failed';
  }
}
