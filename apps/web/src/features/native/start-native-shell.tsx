import { Capacitor } from '@capacitor/core';
import { createRoot } from 'react-dom/client';
import { startNativeAuth } from './native-auth';
import { isNativeApp } from './native-platform';
import { PermissionDialogHost } from './permissions';
import { watchSafeAreaInsets } from './safe-area';

/**
 * Everything the native wrapper needs before the first screen: safe-area fallbacks (also in
 * the simulated app, so they can be tested in a browser), then, on a real device only, the
 * permission dialogs and the stored bearer token (awaited: the first /api/me must carry it).
 */
export async function startNativeShell(): Promise<void> {
  watchSafeAreaInsets(isNativeApp());
  if (!Capacitor.isNativePlatform()) return;
  mountPermissionDialogs();
  try {
    await startNativeAuth(import.meta.env.VITE_API_BASE_URL ?? '');
  } catch {
    // preferences unreadable: start signed out rather than not at all
  }
}

/** Its own small root: the questions can come from any screen, even before the router. */
function mountPermissionDialogs(): void {
  const host = document.createElement('div');
  host.id = 'native-dialogs';
  document.body.appendChild(host);
  createRoot(host).render(<PermissionDialogHost />);
}
