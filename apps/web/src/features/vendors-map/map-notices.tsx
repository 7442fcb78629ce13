import { vendorsMapText } from '@souq/domain/locales/ar/vendors-map';
import { Info, MapPinOff, WifiOff, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

function Banner(props: {
  icon: ReactNode;
  tone: 'info' | 'warning';
  onDismiss?: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div
      role={props.tone === 'warning' ? 'alert' : 'status'}
      data-testid={props.testId}
      className={cn(
        'flex items-start gap-2 rounded-xl px-3 py-2 text-sm shadow-card',
        props.tone === 'warning'
          ? 'bg-accent-100 text-accent-800 dark:bg-neutral-800 dark:text-accent-200'
          : 'bg-white text-neutral-800 dark:bg-neutral-900 dark:text-neutral-100',
      )}
    >
      <span className="mt-0.5 shrink-0">{props.icon}</span>
      <div className="flex-1">{props.children}</div>
      {props.onDismiss && (
        <button
          type="button"
          aria-label={vendorsMapText.dismiss}
          onClick={props.onDismiss}
          className="-m-1 flex size-8 shrink-0 items-center justify-center rounded-lg hover:bg-black/5"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}

/** Spec discovery §4: shown after the second click on a vendor. */
export function ZoomHint({ onDismiss }: { onDismiss: () => void }) {
  return (
    <Banner testId="zoom-hint" tone="info" icon={<Info className="size-4" />} onDismiss={onDismiss}>
      {vendorsMapText.zoomHint}
    </Banner>
  );
}

/** Spec discovery §8 (desktop): the location error, and that the map works without it. */
export function LocationErrorBanner(props: { message: string; onDismiss: () => void }) {
  return (
    <Banner
      testId="location-error"
      tone="warning"
      icon={<MapPinOff className="size-4" />}
      onDismiss={props.onDismiss}
    >
      <p className="font-semibold">{props.message}</p>
      <p>{vendorsMapText.locationBannerNote}</p>
    </Banner>
  );
}

/** Same city asked without a location (spec discovery §4: an alert asks to set it first). */
export function NeedsLocationBanner({ onDismiss }: { onDismiss: () => void }) {
  return (
    <Banner
      testId="needs-location"
      tone="warning"
      icon={<MapPinOff className="size-4" />}
      onDismiss={onDismiss}
    >
      {vendorsMapText.sameCityNeedsLocation}
    </Banner>
  );
}

/** Tiles failed (offline): the rest of the page still works. */
export function TilesOfflineNotice() {
  return (
    <Banner testId="tiles-offline" tone="info" icon={<WifiOff className="size-4" />}>
      {vendorsMapText.tilesOffline}
    </Banner>
  );
}
