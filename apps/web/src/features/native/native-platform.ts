import { Capacitor } from '@capacitor/core';

/**
 * Whether the app runs inside the native wrapper. Testers can simulate it in a browser:
 * open any page with ?native=1 once (stored in localStorage), ?native=0 to stop.
 */
export const SIMULATE_NATIVE_KEY = 'souq:simulate-native';

export function rememberSimulatedNative(search: string): void {
  const flag = new URLSearchParams(search).get('native');
  try {
    if (flag === '1') localStorage.setItem(SIMULATE_NATIVE_KEY, '1');
    if (flag === '0') localStorage.removeItem(SIMULATE_NATIVE_KEY);
  } catch {
    // storage blocked (private mode): simulation is a test aid, nothing to do
  }
}

export function isNativeApp(): boolean {
  if (Capacitor.isNativePlatform()) return true;
  try {
    return localStorage.getItem(SIMULATE_NATIVE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Lets CSS apply the native safe-area fallbacks (html[data-native]). */
export function markNativeShell(native: boolean): void {
  document.documentElement.toggleAttribute('data-native', native);
}
