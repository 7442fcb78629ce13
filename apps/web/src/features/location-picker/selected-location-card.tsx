import { addressText } from '@souq/domain/locales/ar/addresses';
import { type LocationVerdictKind, locationValidity } from '@souq/domain/location-validity';
import { CircleAlert, CircleCheck, Info, LoaderCircle, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import type { PickedLocation } from './picked-location';
import type { PickerPhase, Point } from './use-location-picker';

const t = addressText.picker;

const tones: Record<LocationVerdictKind, { Icon: typeof Info; className: string }> = {
  none: { Icon: Info, className: 'text-neutral-700 dark:text-neutral-300' },
  'incorrect-coordinates': { Icon: CircleAlert, className: 'text-danger-700 dark:text-danger-300' },
  'coordinates-only': { Icon: Info, className: 'text-neutral-700 dark:text-neutral-300' },
  'outside-syria': { Icon: TriangleAlert, className: 'text-accent-800 dark:text-accent-300' },
  approximate: { Icon: TriangleAlert, className: 'text-accent-800 dark:text-accent-300' },
  confirmed: { Icon: CircleCheck, className: 'text-primary-800 dark:text-primary-300' },
};

interface SelectedLocationCardProps {
  picked: PickedLocation | null;
  phase: PickerPhase;
  /** Where the pin is while it is being dragged. */
  livePin: Point | null;
}

/**
 * Spec discovery §2: the selected-address card, with the location validity verdict
 * (spec discovery §5).
 */
export function SelectedLocationCard({ picked, phase, livePin }: SelectedLocationCardProps) {
  const verdict = locationValidity(
    picked && {
      latitude: picked.lat,
      longitude: picked.lng,
      address: picked.address,
      approximate: picked.approximate,
    },
  );
  const { Icon, className } = tones[verdict.kind];
  const point = livePin ?? picked;
  const busy = phase !== 'idle';
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={busy}
      className="flex flex-col gap-1.5 rounded-xl border border-neutral-200 bg-neutral-50 p-3 dark:border-neutral-700 dark:bg-neutral-800"
    >
      <h3 id={titleId} className="font-bold">
        {t.selectedTitle}
      </h3>
      {picked && <p className="font-semibold">{picked.address}</p>}
      {point && (
        <p className="text-sm text-neutral-700 dark:text-neutral-300">
          {t.coordinates}:{' '}
          <span dir="ltr" className="tabular-nums">
            {point.lat.toFixed(6)}, {point.lng.toFixed(6)}
          </span>
        </p>
      )}
      <p role="status" className={cn('flex items-start gap-1.5 text-sm font-semibold', className)}>
        {busy ? (
          <LoaderCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 animate-spin" />
        ) : (
          <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        )}
        <span>{busy ? (phase === 'updating' ? t.updating : t.dragging) : verdict.message}</span>
      </p>
    </section>
  );
}
