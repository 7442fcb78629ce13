/**
 * The permission flow is plain async code (called from 'near me', a photo picker...), but
 * its questions must be an accessible dialog, not window.confirm. This tiny queue lets that
 * code await an answer from the one <PermissionDialogHost> mounted at startup.
 */
export type PermissionDialog =
  | { type: 'ask'; text: string; answer: (allowed: boolean) => void }
  | { type: 'settings'; text: string; answer: () => void };

type Show = (dialog: PermissionDialog) => void;
let show: Show | null = null;

/** Called by the host; returns the unregister function for its effect cleanup. */
export function registerPermissionDialogHost(host: Show): () => void {
  show = host;
  return () => {
    if (show === host) show = null;
  };
}

/**
 * The explanatory confirm (spec discovery §4). Without a host nobody can answer: treated as
 * 'not now'.
 */
export function askToAllow(text: string): Promise<boolean> {
  return new Promise((resolve) => {
    if (!show) return resolve(false);
    show({ type: 'ask', text, answer: resolve });
  });
}

/** 'Denied before: enable it from the app settings', with the settings button where possible. */
export function explainAppSettings(text: string): Promise<void> {
  return new Promise((resolve) => {
    if (!show) return resolve();
    show({ type: 'settings', text, answer: resolve });
  });
}
