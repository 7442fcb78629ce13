import type { Coordinates } from '@souq/domain/distance';
import { addressText } from '@souq/domain/locales/ar/addresses';
import { LoaderCircle, LocateFixed } from 'lucide-react';
import { buttonStyles } from '@/components/ui/button-styles';
import { useCurrentLocation } from '@/features/location/use-current-location';

const t = addressText.picker;

/**
 * Spec discovery §4: locate-me moves the picker to the shopper's position; errors in the spec's
 * Arabic.
 */
export function LocateMeButton({ onLocated }: { onLocated: (location: Coordinates) => void }) {
  const { status, errorMessage, locate } = useCurrentLocation();
  const locating = status === 'locating';

  const onClick = async () => {
    const result = await locate();
    if (result.ok) onLocated(result.location);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <button
        type="button"
        onClick={onClick}
        disabled={locating}
        className={buttonStyles({ variant: 'outline', className: 'self-start' })}
      >
        {locating ? (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        ) : (
          <LocateFixed aria-hidden="true" className="size-5 text-primary-700" />
        )}
        {locating ? t.locating : t.locateMe}
      </button>
      {errorMessage && (
        <p role="alert" className="text-sm font-semibold text-danger-700 dark:text-danger-300">
          {errorMessage}
        </p>
      )}
    </div>
  );
}
