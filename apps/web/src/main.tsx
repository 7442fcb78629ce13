import '@/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { isNativeApp, isNativePlatform } from '@/features/native/native-platform';
import { watchSafeAreaInsets } from '@/features/native/safe-area';
import { redirectInitialUrl } from '@/features/native/use-native-redirect';
import { restoreDarkMode } from '@/features/preferences/dark-mode';
import { preloadScreenModules } from '@/lib/screen-modules';
import { whenIdle } from '@/lib/when-idle';

// Before the router reads the URL: a native launch goes straight to the /mobile tree.
redirectInitialUrl();
// The last theme, before the first paint of React: no light flash while /api/me loads.
restoreDarkMode();
// Safe-area fallbacks (also in the simulated app, so they can be tested in a browser).
watchSafeAreaInsets(isNativeApp());
// On a device only: permission dialogs and the stored bearer token. The web never downloads
// the native runtime.
if (isNativePlatform()) {
  await (await import('@/features/native/start-native-shell')).startNativeShell();
}

// The first screen's code, named by the server, downloads alongside the route's, from just
// after the first paint (so it never holds back the first poster or text).
requestAnimationFrame(() => setTimeout(preloadScreenModules, 0));

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App router={createAppRouter()} queryClient={createQueryClient()} />
    </StrictMode>,
  );
}

// The offline banner once the first screen is up; the service worker, whose install downloads
// the app shell for offline use, a few seconds later: never competing with the first screen.
const pwa = () => import('@/features/pwa/start-pwa');
whenIdle(() => void pwa().then(({ mountOfflineBanner }) => mountOfflineBanner()));
whenIdle(() => void pwa().then(({ registerServiceWorker }) => registerServiceWorker()), {
  delayMs: 3000,
});
