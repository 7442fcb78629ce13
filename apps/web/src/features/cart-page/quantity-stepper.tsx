import { cartPageText as t } from '@souq/domain/locales/ar/cart';
import { Minus, Plus } from 'lucide-react';

interface QuantityStepperProps {
  name: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
}

const stepButton =
  'flex size-11 items-center justify-center rounded-xl border border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-100 disabled:cursor-not-allowed disabled:opacity-50 dark:border-neutral-600 dark:bg-neutral-900 dark:text-neutral-50';

/**
 * Spec §4: minus disabled at 1, plus disabled at maxStock. The reducer clamps as well, so a
 * stale click cannot leave the range. Labels name the product: a cart has many steppers.
 */
export function QuantityStepper({ name, value, max, onChange }: QuantityStepperProps) {
  const ceiling = Math.max(1, max);
  return (
    <div role="group" aria-label={t.quantityOf(name)} className="flex items-center gap-2">
      <button
        type="button"
        aria-label={t.decrease(name)}
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
        className={stepButton}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <output aria-live="polite" className="min-w-8 text-center text-lg font-bold tabular-nums">
        {value}
      </output>
      <button
        type="button"
        aria-label={t.increase(name)}
        disabled={value >= ceiling}
        onClick={() => onChange(value + 1)}
        className={stepButton}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
