/**
 * Origins of the native wrapper's WebView: Capacitor serves the app from capacitor://localhost
 * on iOS and https://localhost (or http://localhost with androidScheme http) on Android.
 */
export const nativeOrigins = [
  'capacitor://localhost',
  'https://localhost',
  'http://localhost',
] as const;

/** Origins allowed to make cookie-authenticated writes and to be auth redirect targets. */
export function trustedOrigins(publicUrl: string): string[] {
  return [new URL(publicUrl).origin, ...nativeOrigins];
}
