import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The Android (and later iOS) wrapper around the built web app. The WebView serves `dist`
 * from https://localhost (androidScheme https), one of the origins the API trusts for CORS
 * (apps/api/src/modules/auth/origins.ts); the API itself is reached through
 * VITE_API_BASE_URL, baked in at build time (see README, 'Native app (Android)').
 */
const apiBase = process.env.VITE_API_BASE_URL ?? '';

/**
 * A developer's server on the LAN is usually plain http: a page on https://localhost may
 * only call it with mixed content and cleartext allowed. Never on for an https API.
 */
const plainHttpApi = apiBase.startsWith('http://');

const config: CapacitorConfig = {
  appId: 'sy.souq.app',
  appName: 'سوق',
  webDir: 'dist',
  server: {
    androidScheme: 'https',
    cleartext: plainHttpApi,
  },
  android: {
    allowMixedContent: plainHttpApi,
  },
};

export default config;
