/// <reference types="vite-plugin-pwa/vanillajs" />

import { registerSW } from 'virtual:pwa-register';
import { pwaText } from '@souq/domain/locales/ar/pwa';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isNativePlatform } from '@/features/native/native-platform';
import { notify } from '@/lib/notify';
import { OfflineBanner } from './offline-banner';

/**
 * Called once by main.tsx, a few seconds after the first screen (installing downloads the
 * app shell for offline use): registers the service worker (production web builds only: the
 * dev server has none, and the native app carries its files inside the package). A new
 * version waits until the shopper accepts it, so a checkout in progress is never reloaded
 * under them.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (isNativePlatform()) return;
  const update = registerSW({
    onNeedRefresh() {
      notify.success(pwaText.updateAvailable, {
        duration: Number.POSITIVE_INFINITY,
        action: { label: pwaText.update, onClick: () => void update(true) },
      });
    },
  });
}

/**
 * Called once by main.tsx as soon as the page is idle. Its own small root before the app's,
 * so it shows even while a route is failing.
 */
export function mountOfflineBanner(): void {
  const app = document.getElementById('root');
  if (!app) return;
  const host = document.createElement('div');
  host.id = 'offline-banner';
  app.before(host);
  createRoot(host).render(
    <StrictMode>
      <OfflineBanner />
    </StrictMode>,
  );
}
