import { toastText } from '@souq/domain/locales/ar/toasts';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { toasterDemand } from '@/lib/notify';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Rendered after the Toaster inside the same boundary, so its effect runs once sonner listens. */
function ReadySignal() {
  useEffect(() => toasterDemand.markReady(), []);
  return null;
}

/**
 * Sonner's right-to-left toaster, downloaded and mounted only when a first toast is shown.
 * Its host is always there and marked as a live region (silent itself: sonner's own region
 * speaks): an open dialog hides everything else from screen readers except live regions that
 * exist when it opens, so a toast raised from a dialog (adding to the cart from the reel
 * player) is still read out even when it is the first one.
 */
export function LazyToaster() {
  const wanted = useSyncExternalStore(toasterDemand.subscribe, toasterDemand.isWanted, () => false);
  return <div aria-live="off">{wanted && <LoadedToaster />}</div>;
}

/**
 * Below the sticky header (64 px on the web, 56 px plus the notch on the phone) and below the
 * reel player's top row (position, sound, close), so a toast never hides the way back or a
 * control the shopper is reaching for.
 */
const TOAST_OFFSET = { top: 'calc(env(safe-area-inset-top, 0px) + 72px)' };

function LoadedToaster() {
  return (
    <Suspense fallback={null}>
      <Toaster
        dir="rtl"
        position="top-center"
        offset={TOAST_OFFSET}
        mobileOffset={TOAST_OFFSET}
        richColors
        closeButton
        customAriaLabel={toastText.region}
        toastOptions={{ closeButtonAriaLabel: toastText.close }}
      />
      <ReadySignal />
    </Suspense>
  );
}
