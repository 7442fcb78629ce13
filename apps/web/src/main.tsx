import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { startNativeShell } from './features/native/start-native-shell';
import { redirectInitialUrl } from './features/native/use-native-redirect';
import { restoreDarkMode } from './features/preferences/dark-mode';
import { startPwa } from './features/pwa/start-pwa';

// Before the router reads the URL: a native launch goes straight to the /mobile tree.
redirectInitialUrl();
// The last theme, before the first paint of React: no light flash while /api/me loads.
restoreDarkMode();
// Safe-area fallbacks; in the app also the permission dialogs and the stored bearer token.
await startNativeShell();
// Offline banner and service worker (app shell and catalogue kept for bad networks).
startPwa();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App router={createAppRouter()} queryClient={createQueryClient()} />
    </StrictMode>,
  );
}
