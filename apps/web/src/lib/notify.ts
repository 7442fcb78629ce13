import type { ExternalToast } from 'sonner';

/**
 * Toasts, with sonner (about 9 KB compressed) downloaded on the first toast instead of with
 * every page: most visits never show one. The first call asks for the toaster to be mounted
 * (app/lazy-toaster.tsx) and waits until it listens, because sonner drops earlier toasts.
 */
let wanted = false;
const listeners = new Set<() => void>();
let resolveReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  resolveReady = resolve;
});

/** What the lazy toaster watches: whether a toast was asked for, and when it is listening. */
export const toasterDemand = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isWanted: (): boolean => wanted,
  markReady: (): void => resolveReady(),
};

async function show(kind: 'success' | 'error' | 'info', message: string, options?: ExternalToast) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const [{ toast }] = await Promise.all([import('sonner'), ready]);
  toast[kind](message, options);
}

export const notify = {
  success: (message: string, options?: ExternalToast): void =>
    void show('success', message, options),
  /**
   * The message is the toast's id, so an error raised twice (by a query and by the screen that
   * reads it, or by two quick taps) shows once instead of stacking two copies.
   */
  error: (message: string, options?: ExternalToast): void =>
    void show('error', message, { id: message, ...options }),
  /**
   * Something to do rather than something wrong (a guest asked to sign in before adding to the
   * cart): the calm blue toast instead of the red one. One at a time, like errors.
   */
  info: (message: string, options?: ExternalToast): void =>
    void show('info', message, { id: message, ...options }),
  /**
   * Takes away an error or info toast (their id is their message) once it no longer holds: the
   * 'please sign in' prompt after the sign-in worked. Nothing to do before the first toast.
   */
  dismiss: (message: string): void => {
    if (!wanted) return;
    void import('sonner').then(({ toast }) => toast.dismiss(message));
  },
};
