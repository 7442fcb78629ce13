import { createRoot } from 'react-dom/client';
import { startNativeAuth } from './native-auth';
import { PermissionDialogHost } from './permissions/permission-dialog-host';

/**
 * What the native wrapper needs before the first screen, on a real device only (main.tsx
 * loads this module only there): the permission dialogs and the stored bearer token
 * (awaited: the first /api/me must carry it).
 */
export async function startNativeShell(): Promise<void> {
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
