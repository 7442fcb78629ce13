import { productDetailText as t } from '@souq/domain/locales/ar/product-detail';
import { Minus, Plus } from 'lucide-react';

interface QuantityPickerProps {
  value: number;
  max: number;
  onChange: (value: number) => void;
}

const stepButton =
  'flex size-11 items-center justify-center rounded-xl border border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-100 disabled:cursor-not-allowed disabled:opacity-50 dark:border-neutral-600 dark:bg-neutral-900 dark:text-neutral-50';

/** Spec: quantity 1..stock of the selection; minus disabled at 1, plus at the stock. */
export function QuantityPicker({ value, max, onChange }: QuantityPickerProps) {
  const ceiling = Math.max(1, max);
  return (
    <div role="group" aria-label={t.quantity} className="flex items-center gap-3">
      <span className="font-bold text-neutral-900 dark:text-neutral-50">{t.quantity}</span>
      <button
        type="button"
        aria-label={t.decrease}
        disabled={value <= 1}
        onClick={() => onChange(Math.max(1, value - 1))}
        className={stepButton}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <output aria-live="polite" className="min-w-8 text-center text-lg font-bold">
        {value}
      </output>
      <button
        type="button"
        aria-label={t.increase}
        disabled={value >= ceiling}
        onClick={() => onChange(Math.min(ceiling, value + 1))}
        className={stepButton}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
