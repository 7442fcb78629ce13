import { Capacitor } from '@capacitor/core';

/**
 * iOS opens the app's own settings page for the `app-settings:` URL. Android has no such
 * URL (it needs an intent from a native plugin, which the project does not ship), so there
 * the dialog only tells the shopper where to go.
 */
export function canOpenAppSettings(): boolean {
  return Capacitor.getPlatform() === 'ios';
}

export function openAppSettings(): void {
  if (canOpenAppSettings()) window.location.href = 'app-settings:';
}
