import { pwaText } from '@souq/domain/locales/ar/pwa';
import { WifiOff } from 'lucide-react';
import { useOnline } from './use-online';

/**
 * Shown on every page while the network is gone: what is on screen came from the device
 * (app shell, cart, cached catalogue), and a page whose data was never fetched will fail to
 * load below it, so the banner also says why.
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="sticky top-0 z-50 flex items-center justify-center gap-2 bg-neutral-800 px-4 py-2 pt-[max(0.5rem,env(safe-area-inset-top))] text-center font-semibold text-sm text-white"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      <span>{pwaText.offlineBanner}</span>
    </div>
  );
}
