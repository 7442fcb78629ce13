import { pwaText } from '@souq/domain/locales/ar/pwa';
import { WifiOff } from 'lucide-react';
import { useOnline } from './use-online';

/** Inline note for actions that need the server (placing an order); nothing while online. */
export function OfflineNotice({ message }: { message: string }) {
  const online = useOnline();
  if (online) return null;
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-xl bg-accent-100 p-3 font-semibold text-accent-800 dark:bg-accent-800 dark:text-accent-50"
    >
      <WifiOff aria-hidden="true" className="size-5 shrink-0" />
      {message}
    </p>
  );
}

/** The checkout's own wording, so the flow only has to place it. */
export function CheckoutOfflineNotice() {
  return <OfflineNotice message={pwaText.checkoutOffline} />;
}
