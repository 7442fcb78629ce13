import { Minus, Plus } from 'lucide-react';
import { cn } from '@/lib/cn';

interface QuantityStepperProps {
  value: number;
  max: number;
  onChange: (value: number) => void;
  /** Spoken names: the group and its two buttons (a cart names the product in each). */
  labels: { group: string; decrease: string; increase: string };
  /** Written before the buttons (the product page's 'الكمية'). */
  visibleLabel?: string;
}

const stepButton =
  'flex size-11 items-center justify-center rounded-xl border border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-100 disabled:cursor-not-allowed disabled:opacity-50 dark:border-neutral-600 dark:bg-neutral-900 dark:text-neutral-50';

/**
 * A quantity from 1 to `max` (spec: minus disabled at 1, plus at the stock). It clamps as well,
 * so a stale click cannot leave the range; the count is announced as it changes.
 */
export function QuantityStepper({
  value,
  max,
  onChange,
  labels,
  visibleLabel,
}: QuantityStepperProps) {
  const ceiling = Math.max(1, max);
  return (
    <div
      role="group"
      aria-label={labels.group}
      className={cn('flex items-center', visibleLabel ? 'gap-3' : 'gap-2')}
    >
      {visibleLabel && (
        <span className="font-bold text-neutral-900 dark:text-neutral-50">{visibleLabel}</span>
      )}
      <button
        type="button"
        aria-label={labels.decrease}
        disabled={value <= 1}
        onClick={() => onChange(Math.max(1, value - 1))}
        className={stepButton}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <output aria-live="polite" className="min-w-8 text-center text-lg font-bold tabular-nums">
        {value}
      </output>
      <button
        type="button"
        aria-label={labels.increase}
        disabled={value >= ceiling}
        onClick={() => onChange(Math.min(ceiling, value + 1))}
        className={stepButton}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
