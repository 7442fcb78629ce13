import '@/index.css';
import {
  APP_FAILED_EVENT,
  HYDRATED_EVENT,
  SERVER_DRAWN_ATTRIBUTE,
} from '@souq/domain/page-preload';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter, loadFirstScreenRoutes } from '@/app/router';
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

/**
 * Says when the drawn screen is the app's: what the shopper did before is done again then
 * (public/after-first-paint.js). An effect runs once its render is committed, hydration included.
 */
function Hydrated() {
  useEffect(() => {
    document.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}

/**
 * Not awaited at the top level: the route chunks import from this module, so they could not
 * run until it finished, and it would be waiting for them.
 */
async function startApp(root: HTMLElement) {
  // A first screen the server drew (decision 038) is hydrated: its route code must be here
  // first, or the router would draw the boot splash over it.
  const serverDrawn = root.hasAttribute(SERVER_DRAWN_ATTRIBUTE);
  if (serverDrawn) await loadFirstScreenRoutes();
  const app = (
    <StrictMode>
      <App queryClient={createQueryClient()}>
        <RouterProvider router={createAppRouter({ hydrating: serverDrawn })} />
      </App>
      {serverDrawn && <Hydrated />}
    </StrictMode>
  );
  // Hydrated as a transition: React does it in slices that yield to the browser (a tap, a
  // scroll, a frame) instead of one long task, which a slow phone feels as a frozen page.
  // What the shopper does meanwhile is held and done again after (after-first-paint.js), and
  // the router leaves the scroll alone (createAppRouter), so nothing moves under a finger.
  if (serverDrawn) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

const root = document.getElementById('root');
// A screen's code that did not download leaves a drawn page without its app: the loader then
// tells the shopper to load it again (public/after-first-paint.js).
if (root) startApp(root).catch(() => document.dispatchEvent(new Event(APP_FAILED_EVENT)));

// The offline banner once the first screen is up; the service worker, whose install downloads
// the app shell for offline use, a few seconds later: never competing with the first screen.
const pwa = () => import('@/features/pwa/start-pwa');
whenIdle(() => void pwa().then(({ mountOfflineBanner }) => mountOfflineBanner()));
whenIdle(() => void pwa().then(({ registerServiceWorker }) => registerServiceWorker()), {
  delayMs: 3000,
});
