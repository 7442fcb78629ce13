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

interface CapacitorWindow {
  androidBridge?: unknown;
  webkit?: { messageHandlers?: { bridge?: unknown } };
}

/**
 * Capacitor.isNativePlatform() without loading @capacitor/core: the wrappers put their bridge
 * on window before any page script runs, and core checks exactly these two objects. The web
 * shell stays free of the native runtime, which only the app (and its plugins) download.
 */
export function isNativePlatform(): boolean {
  const win = window as unknown as CapacitorWindow;
  return Boolean(win.androidBridge || win.webkit?.messageHandlers?.bridge);
}

export function isNativeApp(): boolean {
  if (isNativePlatform()) return true;
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
