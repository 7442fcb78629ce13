import { addressText } from '@souq/domain/locales/ar/addresses';
import { MapPinned } from 'lucide-react';
import { useId } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { errorStyles, labelStyles } from '@/components/ui/form/input-styles';
import { cn } from '@/lib/cn';

const t = addressText.form;

interface LocationFieldProps {
  address: string;
  error?: string | undefined;
  onPick: () => void;
}

/**
 * Spec discovery §2: the chosen map location, shown as its address, with a button to the picker.
 */
export function LocationField({ address, error, onPick }: LocationFieldProps) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className={labelStyles}>
        {t.location}
      </span>
      <p
        id={`${id}-address`}
        className={cn(
          'rounded-xl border border-dashed px-3 py-2.5',
          address
            ? 'border-primary-300 bg-primary-50 font-semibold text-neutral-900 dark:bg-primary-950 dark:text-neutral-50'
            : 'border-neutral-300 text-neutral-700 dark:text-neutral-300',
          error && 'border-danger-600',
        )}
      >
        {address || t.noLocation}
      </p>
      <button
        type="button"
        onClick={onPick}
        aria-describedby={`${id}-address`}
        className={buttonStyles({ variant: 'outline', className: 'self-start' })}
      >
        <MapPinned aria-hidden="true" className="size-5 text-primary-700" />
        {address ? t.changeLocation : t.chooseLocation}
      </button>
      {error && <p className={errorStyles}>{error}</p>}
    </div>
  );
}
