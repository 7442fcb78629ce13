import { toastText } from '@souq/domain/locales/ar/toasts';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { toasterDemand } from '../lib/notify';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Rendered after the Toaster inside the same boundary, so its effect runs once sonner listens. */
function ReadySignal() {
  useEffect(() => toasterDemand.markReady(), []);
  return null;
}

/** Sonner's right-to-left toaster, downloaded and mounted only when a first toast is shown. */
export function LazyToaster() {
  const wanted = useSyncExternalStore(toasterDemand.subscribe, toasterDemand.isWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        dir="rtl"
        position="top-center"
        richColors
        closeButton
        customAriaLabel={toastText.region}
        toastOptions={{ closeButtonAriaLabel: toastText.close }}
      />
      <ReadySignal />
    </Suspense>
  );
}
